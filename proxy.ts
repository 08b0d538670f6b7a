import { NextResponse, type NextRequest } from 'next/server'
import { namesAnEntry } from '@/lib/commerce/page-entries'
import { refreshSession } from '@/lib/commerce/proxy-session'
import { devPagesEnabled } from '@/lib/dev/enabled'
import { PAGE_REFUSED } from '@/lib/security/refused-pages.mjs'
import { contentSecurityPolicy, cspSettings, newNonce, policyArea, type CspSettings } from '@/lib/security/csp'
import { PRIVATE_FILE_ROUTES } from '@/lib/security/private-file-routes.mjs'

/** The pages that read the session; the public catalogue stays static and never waits on auth. */
const SESSION_PAGES = /^\/(?:account|admin|checkout)(?:\/|$)|^\/(?:cart|sign-in|register|reset-password|forgot-password(?:\/expired)?)\/?$/

/** The back office's pages: staff only. The developer pages under /admin/dev-tools have their own switch (ENABLE_DEV_PAGES). */
const BACK_OFFICE = /^\/admin(?:$|\/(?!dev-tools(?:\/|$)))/

/** The developer pages: the site's 404 unless the server was started with them switched on (lib/dev/enabled.ts). */
const DEV_PAGES = /^\/(?:image-test|admin\/dev-tools)(?:\/|$)/

let settings: CspSettings | undefined

/**
 * The path as Next's router reads it, decoded (`/image%2Dtest` is `/image-test`, and is routed
 * there), which every rule below tests; null when it is not UTF-8 once decoded (`/products/%ff`),
 * which Next's router answers with a 500 (vercel/next.js#92527).
 */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return null
  }
}

/**
 * A 404 answered here, not by a rewrite: Next's router would still decode the path it was asked
 * for (and fail) after rewriting it, unless the server was started with the very host it is called by.
 */
const notAPage = () =>
  new NextResponse('<!DOCTYPE html><title>Page not found</title><p>This address is not one of the shop’s pages. <a href="/">Go to the home page</a>.</p>', {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" },
  })

export async function proxy(request: NextRequest) {
  const path = decodedPath(request.nextUrl.pathname)
  if (path === null) return notAPage()
  // Only a path holding a percent sign reaches here outside the pages (see the matcher): nothing to add.
  if (UNPROXIED.test(path)) return NextResponse.next()
  // A page's HTML gets its policy with a fresh nonce; a client navigation's data (RSC) runs nothing itself.
  const policy = request.headers.has('rsc') ? null : contentSecurityPolicy(newNonce(), policyArea(path), (settings ??= await cspSettings()))
  // Next reads the nonce from the request's copy and puts it on every script it renders.
  if (policy) request.headers.set('content-security-policy', policy)
  const response = await respond(request, path)
  // A private file keeps the sandboxing policy its route answers with, unless the site's 404 page answers instead.
  const ownPolicy = PRIVATE_FILE_ROUTES.includes(path) && !request.headers.has(PAGE_REFUSED)
  if (policy && !ownPolicy) response.headers.set('content-security-policy', policy)
  return response
}

async function respond(request: NextRequest, path: string): Promise<NextResponse> {
  // Only this proxy says who is refused.
  request.headers.delete(PAGE_REFUSED)
  if (DEV_PAGES.test(path) && !devPagesEnabled()) return refused(request)
  if (!SESSION_PAGES.test(path)) return NextResponse.next({ request })
  const { response, isStaff, entry } = await refreshSession(request)
  // Anyone but staff gets the site's 404 before anything renders, so the back office does not even
  // say it exists (the database checks the role again on every read, and the pages do too). A
  // backend that could not be reached (null) is not a refusal: the page then says the shop's
  // servers could not be reached, instead of a 404 that would tell staff it is gone.
  if (BACK_OFFICE.test(path) && (await isStaff()) === false) return refused(request, response())
  // A page naming an entry that is not there for this visitor answers 404 before its frame streams out with a 200.
  if (namesAnEntry(path) && (await entry(path, request.nextUrl.searchParams)) === 'missing') return refused(request, response())
  return response()
}

/** The request handed on marked for next.config's rewrite to the 404 page, with any session cookies the proxy renewed. */
function refused(request: NextRequest, renewed?: NextResponse): NextResponse {
  request.headers.set(PAGE_REFUSED, '1')
  const response = NextResponse.next({ request })
  for (const cookie of renewed?.cookies.getAll() ?? []) response.cookies.set(cookie)
  return response
}

/** Files and the API: no page, no policy to write, their own session handling. */
const UNPROXIED = /^\/(?:api|_next|content-assets|images)\/|^\/[^/]*\.[a-z0-9]+$/

// The session pages on every request (route handlers and server actions refresh their own session);
// every other page only when a browser loads its HTML, for its policy. Never the files or the API,
// unless their path holds a percent sign, so that one that cannot be decoded gets a 404, not a 500.
export const config = {
  matcher: [
    '/account/:path*',
    '/admin/:path*',
    '/image-test/:path*',
    '/checkout/:path*',
    '/cart',
    '/sign-in',
    '/register',
    '/reset-password',
    '/forgot-password',
    '/forgot-password/expired',
    // Not a server action's call (its answer is data, and its body would be buffered for nothing).
    {
      source: '/((?!api/|_next/|content-assets/|images/|[^/]*\\.[a-z0-9]+$).*)',
      missing: [
        { type: 'header', key: 'rsc' },
        { type: 'header', key: 'next-action' },
      ],
    },
    '/((?:api|_next|content-assets|images)/.*%.*)',
  ],
}
