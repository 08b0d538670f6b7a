import 'server-only'
import { cache } from 'react'
import { cookies } from 'next/headers'
import { createServerClient } from '@supabase/ssr'
import type { User } from '@supabase/supabase-js'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { commerceConfig, sessionCookie, sessionCookieOptions } from './config'
import type { Database } from './database.types'
import { throwIfUnreachable } from './errors'
import { isCustomerSession, tokenClaims } from './session-claims'

/**
 * A Supabase client acting as the visitor, with the session kept in cookies (@supabase/ssr).
 * Server components cannot set cookies; the proxy refreshes the session before they run.
 */
export async function createSessionClient() {
  // cookies() first: while a page is prerendered it stops there, before any backend setting is read.
  const cookieStore = await cookies()
  const config = commerceConfig()
  return createServerClient<Database>(config.url, config.publishableKey, {
    cookieOptions: sessionCookieOptions(config),
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll: (toSet) => {
        try {
          for (const { name, value, options } of toSet) cookieStore.set(name, value, sessionCookie(options, config))
        } catch {
          // Called from a server component: the proxy has already written fresh cookies.
        }
      },
    },
  })
}

export type SessionClient = Awaited<ReturnType<typeof createSessionClient>>

/**
 * The signed-in user, verified by the auth server (getUser), never read from the cookie alone, and
 * only when the token is a customer's session (see isCustomerSession). An auth server that cannot
 * be reached is a CommerceError, not a signed-out visitor: nobody is told to sign in during an
 * outage. Cached for one request, so a page and its components ask the backend once.
 */
export const getCurrentUser = cache(async (): Promise<User | null> => {
  const supabase = await createSessionClient()
  const { data: stored, error: refreshError } = await supabase.auth.getSession()
  throwIfUnreachable(refreshError, ERROR_MESSAGES.authCheck)
  const token = stored.session?.access_token
  if (!token) return null
  const { data, error } = await supabase.auth.getUser(token)
  throwIfUnreachable(error, ERROR_MESSAGES.authCheck)
  if (error || !data.user) return null
  return isCustomerSession(tokenClaims(token), data.user.id) ? data.user : null
})
