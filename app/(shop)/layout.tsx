import type { Metadata } from 'next'
import { SiteShell } from '@/components/layout/SiteShell'

// Account, cart and checkout pages are personal: never in search results.
export const metadata: Metadata = { robots: { index: false, follow: false } }

export default function ShopLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell>{children}</SiteShell>
}
