import { NextResponse, type NextRequest } from 'next/server'
import { createServerClient } from '@supabase/ssr'
import { commerceConfig, sessionCookie, sessionCookieOptions } from './config'
import type { Database } from './database.types'

/** Supabase names its session cookies sb-<project>-auth-token (split into .0, .1 … when long). */
const hasSessionCookie = (request: NextRequest) =>
  request.cookies.getAll().some(({ name }) => name.startsWith('sb-') && name.includes('-auth-token'))

/**
 * Refreshes the visitor's session before a signed-in page renders: server components can read
 * cookies but not write them, so an expired access token is exchanged here and the new cookies
 * go both to the page (request) and to the browser (response). Returns the response and, for a
 * visitor with a session, the client acting as them.
 */
export async function refreshSession(request: NextRequest) {
  let response = NextResponse.next({ request })
  if (!hasSessionCookie(request)) return { response: () => response, supabase: null }
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
  await supabase.auth.getClaims()
  // A getter: a later call on the client may refresh the session again and replace the response.
  return { response: () => response, supabase }
}
