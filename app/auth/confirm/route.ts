import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { safeRedirectPath } from '@/lib/account/forms'
import { verifyEmailLink } from '@/lib/commerce/account'
import { reportCommerceError } from '@/lib/commerce/errors'
import { routes } from '@/lib/routes'

const LINK_TYPES = ['recovery', 'email'] as const
const isLinkType = (type: string | null): type is (typeof LINK_TYPES)[number] => LINK_TYPES.some((known) => known === type)

/**
 * Where the links in the account e-mails land (supabase/templates): the token becomes a session
 * in cookies, then the visitor goes on to `next` (the reset link: /reset-password). A used or
 * expired link goes to "forgot password", which says so and offers a new one.
 */
export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams
  const tokenHash = query.get('token_hash')
  const type = query.get('type')
  if (!tokenHash || !isLinkType(type)) redirect(routes.linkExpired)
  const opened = await verifyEmailLink(tokenHash, type).then(
    () => true,
    (error: unknown) => {
      reportCommerceError(error, 'e-mail link refused')
      return false
    },
  )
  redirect(opened ? safeRedirectPath(query.get('next'), routes.account) : routes.linkExpired)
}
