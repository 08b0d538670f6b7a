import type { Metadata } from 'next'
import { SiteShell } from '@/components/layout/SiteShell'
import { generateMetadata as siteMetadata } from '../(site)/layout'

/** The public pages' titles and sharing details; account, cart and checkout pages are personal: never in search results. */
export async function generateMetadata(): Promise<Metadata> {
  return { ...(await siteMetadata()), robots: { index: false, follow: false } }
}

export default function ShopLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell>{children}</SiteShell>
}
