import type { Metadata } from 'next'
import { SiteShell } from '@/components/layout/SiteShell'
import { getSiteSettings } from '@/lib/content'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    title: { default: settings?.siteName ?? '', template: `%s | ${settings?.siteName ?? ''}` },
    description: settings?.description,
    openGraph: { siteName: settings?.siteName, type: 'website', locale: 'en_US' },
  }
}

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell>{children}</SiteShell>
}
