import { NextResponse, type NextRequest } from 'next/server'
import { refreshSession } from '@/lib/commerce/proxy-session'

/** The back office's pages: staff only. The developer pages under /admin/dev-tools have their own switch (ENABLE_DEV_PAGES). */
const BACK_OFFICE = /^\/admin(?:$|\/(?!dev-tools(?:\/|$)))/

export async function proxy(request: NextRequest) {
  const { response, supabase } = await refreshSession(request)
  if (!BACK_OFFICE.test(request.nextUrl.pathname)) return response()
  // Anyone but staff gets the site's 404 before anything renders, so the back office does not even
  // say it exists (the database checks the role again on every read, and the pages do too).
  const { data: staff, error } = supabase ? await supabase.rpc('is_staff') : { data: false, error: null }
  // A backend that could not be reached (no database error code) is not a refusal: the page then
  // says the shop's servers could not be reached, instead of a 404 that would tell staff it is gone.
  if (staff === true || (error && !error.code)) return response()
  const missing = NextResponse.rewrite(new URL('/missing', request.url), { status: 404 })
  for (const cookie of response().cookies.getAll()) missing.cookies.set(cookie)
  return missing
}

// Only the pages that read the session; the public catalogue stays static and never waits on auth.
// Route handlers and server actions can write cookies themselves, so they refresh their own session.
export const config = {
  matcher: ['/account/:path*', '/cart', '/checkout/:path*', '/sign-in', '/register', '/reset-password', '/forgot-password', '/admin/:path*'],
}
