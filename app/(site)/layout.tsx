import type { Metadata } from 'next'
import { SiteFooter } from '@/components/layout/SiteFooter'
import { RouteTransition } from '@/components/layout/RouteTransition'
import { SiteHeader } from '@/components/layout/SiteHeader'
import { ContentImage } from '@/components/ui/ContentImage'
import { getSiteSettings } from '@/lib/content'
import { currentYear } from '@/lib/format/year'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    title: { default: settings?.siteName ?? '', template: `%s | ${settings?.siteName ?? ''}` },
    description: settings?.description,
  }
}

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  if (!settings) throw new Error('Site settings are missing from the content dataset')
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <SiteHeader settings={settings} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter settings={settings} year={await currentYear()} />
      <RouteTransition>
        <ContentImage image={settings.logo} sizes="240px" className="h-16 w-auto brightness-0 invert" />
      </RouteTransition>
    </div>
  )
}
