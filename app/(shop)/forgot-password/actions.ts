'use server'

import { headers } from 'next/headers'
import { rejected, type ResetRequestState } from '@/components/account/form-state'
import { parseResetRequestForm } from '@/lib/account/forms'
import { requestPasswordReset } from '@/lib/commerce/account'
import { routes } from '@/lib/routes'

/** The address this request reached the site on (spec §7: the reset link comes back to the shop's own origin). */
async function requestOrigin(): Promise<string> {
  const list = await headers()
  const first = (name: string) => list.get(name)?.split(',')[0]?.trim()
  return `${first('x-forwarded-proto') ?? 'https'}://${first('x-forwarded-host') ?? first('host')}`
}

/** Sends the reset e-mail. The answer is the same whether or not the address has an account. */
export async function requestResetAction(_previous: ResetRequestState, form: FormData): Promise<ResetRequestState> {
  const parsed = parseResetRequestForm(form)
  if (!parsed.ok) return rejected(parsed.errors, parsed.values)
  const result = await requestPasswordReset(parsed.data.email, `${await requestOrigin()}${routes.resetPassword}`)
  if (!result.ok) return rejected({}, { email: parsed.data.email }, result.message)
  return { status: 'sent', email: parsed.data.email }
}
