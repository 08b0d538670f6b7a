import type { Metadata } from 'next'

/**
 * The account, cart and checkout pages are personal: never in search results. This layout only
 * says so; the storefront's layout above draws the shell, which stays mounted between these pages
 * and the public ones.
 */
export const metadata: Metadata = { robots: { index: false, follow: false } }

export default function PersonalLayout({ children }: { children: React.ReactNode }) {
  return children
}
