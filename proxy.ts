import type { NextRequest } from 'next/server'
import { refreshSession } from '@/lib/commerce/proxy-session'

export function proxy(request: NextRequest) {
  return refreshSession(request)
}

// Only the pages that read the session; the public catalogue stays static and never waits on auth.
// Route handlers and server actions can write cookies themselves, so they refresh their own session.
export const config = {
  matcher: ['/account/:path*', '/cart', '/checkout/:path*', '/sign-in', '/register', '/reset-password', '/forgot-password'],
}
