import Link from 'next/link'
import type { SiteSettingsQueryResult } from '@/lib/content/sanity.types'
import { ContentImage } from '@/components/ui/ContentImage'

type Settings = NonNullable<SiteSettingsQueryResult>

export function SiteHeader({ settings }: { settings: Settings }) {
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-navy-900/95 text-white backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-4 py-3 sm:px-6">
        <Link href="/" className="flex shrink-0 items-center" aria-label={`${settings.siteName} home`}>
          <ContentImage image={settings.logo} sizes="180px" className="h-10 w-auto brightness-0 invert" priority />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-7 text-sm font-semibold tracking-wide uppercase">
            {settings.mainNavigation?.map((item) => (
              <li key={item._key}>
                <Link href={item.href} className="transition-colors hover:text-sky-500">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link
          href={settings.orderButton.href}
          className="font-display rounded-md bg-sky-500 px-4 py-2 text-sm font-semibold tracking-wider text-navy-950 uppercase transition-colors hover:bg-white"
        >
          {settings.orderButton.label}
        </Link>
      </div>
    </header>
  )
}
