import { NextResponse, type NextRequest } from 'next/server'
import { refreshSession } from '@/lib/commerce/proxy-session'
import { contentSecurityPolicy, cspSettings, newNonce, policyArea } from '@/lib/security/csp'

/** The pages that read the session; the public catalogue stays static and never waits on auth. */
const SESSION_PAGES = /^\/(?:account|admin|checkout)(?:\/|$)|^\/(?:cart|sign-in|register|reset-password|forgot-password)\/?$/

/** The back office's pages: staff only. The developer pages under /admin/dev-tools have their own switch (ENABLE_DEV_PAGES). */
const BACK_OFFICE = /^\/admin(?:$|\/(?!dev-tools(?:\/|$)))/

let settings: ReturnType<typeof cspSettings> | undefined

export async function proxy(request: NextRequest) {
  // A page's HTML gets its policy with a fresh nonce; a client navigation's data (RSC) runs nothing itself.
  const policy = request.headers.has('rsc') ? null : contentSecurityPolicy(newNonce(), policyArea(request.nextUrl.pathname), (settings ??= cspSettings()))
  // Next reads the nonce from the request's copy and puts it on every script it renders.
  if (policy) request.headers.set('content-security-policy', policy)
  const response = await respond(request)
  if (policy) response.headers.set('content-security-policy', policy)
  return response
}

async function respond(request: NextRequest): Promise<NextResponse> {
  if (!SESSION_PAGES.test(request.nextUrl.pathname)) return NextResponse.next({ request })
  const { response, supabase } = await refreshSession(request)
  if (!BACK_OFFICE.test(request.nextUrl.pathname)) return response()
  // Anyone but staff gets the site's 404 before anything renders, so the back office does not even
  // say it exists (the database checks the role again on every read, and the pages do too).
  const { data: staff, error } = supabase ? await supabase.rpc('is_staff') : { data: false, error: null }
  // A backend that could not be reached (no database error code) is not a refusal: the page then
  // says the shop's servers could not be reached, instead of a 404 that would tell staff it is gone.
  if (staff === true || (error && !error.code)) return response()
  const missing = NextResponse.rewrite(new URL('/missing', request.url), { status: 404, request })
  for (const cookie of response().cookies.getAll()) missing.cookies.set(cookie)
  return missing
}

// The session pages on every request (route handlers and server actions refresh their own session);
// every other page only when a browser loads its HTML, for its policy. Never the files or the API.
export const config = {
  matcher: [
    '/account/:path*',
    '/admin/:path*',
    '/checkout/:path*',
    '/cart',
    '/sign-in',
    '/register',
    '/reset-password',
    '/forgot-password',
    // Not a server action's call (its answer is data, and its body would be buffered for nothing).
    {
      source: '/((?!api/|_next/|content-assets/|images/|[^/]*\\.[a-z0-9]+$).*)',
      missing: [
        { type: 'header', key: 'rsc' },
        { type: 'header', key: 'next-action' },
      ],
    },
  ],
}
