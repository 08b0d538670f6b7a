import 'server-only'
import { notFound } from 'next/navigation'

/**
 * The developer pages (/image-test, /admin/dev-tools and its docs route) exist in `next dev`, and in
 * a production build only with ENABLE_DEV_PAGES=1.
 *
 * When the flag is read: the two pages are static, so it is read once while `next build`
 * prerenders them and the built output keeps that answer; the docs route renders per request, so
 * it reads the environment of `next start`. Build and start with the same value.
 */
export function devPagesEnabled(): boolean {
  return process.env.NODE_ENV !== 'production' || process.env.ENABLE_DEV_PAGES === '1'
}

/** Answers 404 for a developer page when they are switched off. */
export function requireDevPages(): void {
  if (!devPagesEnabled()) notFound()
}
