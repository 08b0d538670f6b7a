import 'server-only'
import { cache } from 'react'
import { cookies } from 'next/headers'
import { createServerClient } from '@supabase/ssr'
import { createClient, type User } from '@supabase/supabase-js'
import { commerceConfig, sessionCookie, sessionCookieOptions } from './config'
import type { Database } from './database.types'
import { throwIfUnavailable } from './errors'
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

/** A client with no cookies and no stored session: for checking a password without touching the visitor's session. */
export function createIsolatedClient() {
  const config = commerceConfig()
  return createClient<Database>(config.url, config.publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}

/** The id of the visitor's session (the token's session_id claim), or null when signed out. */
export async function currentSessionId(): Promise<string | null> {
  const { data } = await (await createSessionClient()).auth.getSession()
  const sessionId = data.session && tokenClaims(data.session.access_token)?.session_id
  return typeof sessionId === 'string' ? sessionId : null
}

/**
 * The signed-in user, verified by the auth server (getUser), never read from the cookie alone, and
 * only when the token is a customer's session (see isCustomerSession). An auth server that cannot
 * be reached is a BackendError, not a signed-out visitor: nobody is told to sign in during an
 * outage. Cached for one request, so a page and its components ask the backend once.
 */
export const getCurrentUser = cache(async (): Promise<User | null> => {
  const supabase = await createSessionClient()
  const { data: stored, error: refreshError } = await supabase.auth.getSession()
  throwIfUnavailable(refreshError)
  const token = stored.session?.access_token
  if (!token) return null
  const { data, error } = await supabase.auth.getUser(token)
  throwIfUnavailable(error)
  if (error || !data.user) return null
  return isCustomerSession(tokenClaims(token), data.user.id) ? data.user : null
})
