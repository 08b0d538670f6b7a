import { Suspense } from 'react'
import { CartProvider } from '@/components/cart/CartProvider'
import { PreviewBanner } from '@/components/preview/PreviewBanner'
import { ContentImage } from '@/components/ui/ContentImage'
import { getSiteSettings } from '@/lib/content'
import { currentYear } from '@/lib/format/year'
import { RouteTransition } from './RouteTransition'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { SkipLink } from './SkipLink'

/** Header, main area and footer of every public page, the not-found page included. */
export async function SiteShell({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  if (!settings) throw new Error('Site settings are missing from the content dataset')
  return (
    <CartProvider>
      <div className="flex min-h-dvh flex-col">
        <SkipLink />
        <SiteHeader settings={settings} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter settings={settings} year={await currentYear()} />
        {/* Last, and stuck to the bottom of the window: it never covers the sticky header. Read per request: the static pages keep their prerendered shell. */}
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
        <RouteTransition>
          <ContentImage image={settings.logo} sizes="240px" className="h-16 w-auto brightness-0 invert" />
        </RouteTransition>
      </div>
    </CartProvider>
  )
}
