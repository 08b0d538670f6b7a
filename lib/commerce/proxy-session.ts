import { NextResponse, type NextRequest } from 'next/server'
import { createServerClient } from '@supabase/ssr'
import type { SupabaseClient } from '@supabase/supabase-js'
import { commerceConfig, sessionCookie, sessionCookieOptions } from './config'
import type { Database } from './database.types'
import { pageEntry } from './page-entries'

/** Supabase names its session cookies sb-<project>-auth-token (split into .0, .1 … when long). */
const hasSessionCookie = (request: NextRequest) =>
  request.cookies.getAll().some(({ name }) => name.startsWith('sb-') && name.includes('-auth-token'))

/**
 * Whether the visitor is staff (public.is_staff): true or false, or null when the backend could not
 * be reached (no database error code), which says neither.
 */
async function isStaff(supabase: SupabaseClient<Database>): Promise<boolean | null> {
  const { data, error } = await supabase.rpc('is_staff')
  if (error) return error.code ? false : null
  return data === true
}

/**
 * Refreshes the visitor's session before a signed-in page renders: server components can read
 * cookies but not write them, so an expired access token is exchanged here and the new cookies
 * go both to the page (request) and to the browser (response). Returns the response, whether the
 * visitor is staff, for the back office's gate (a visitor without a session is not), and whether the
 * entry a page names is there for them (./page-entries; null without a session: the page asks them
 * to sign in).
 */
export async function refreshSession(request: NextRequest) {
  let response = NextResponse.next({ request })
  if (!hasSessionCookie(request)) return { response: () => response, isStaff: async () => false, entry: async () => null }
  const config = commerceConfig()
  const supabase = createServerClient<Database>(config.url, config.publishableKey, {
    cookieOptions: sessionCookieOptions(config),
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll: (toSet) => {
        for (const { name, value } of toSet) request.cookies.set(name, value)
        response = NextResponse.next({ request })
        for (const { name, value, options } of toSet) response.cookies.set(name, value, sessionCookie(options, config))
      },
    },
  })
  const userId = (await supabase.auth.getClaims()).data?.claims.sub
  // A getter: a later call on the client may refresh the session again and replace the response.
  return {
    response: () => response,
    isStaff: () => isStaff(supabase),
    entry: async (path: string, query: URLSearchParams) => (userId ? pageEntry(supabase, userId, path, query) : null),
  }
}
