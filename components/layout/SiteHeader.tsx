import Link from 'next/link'
import type { SiteSettingsQueryResult } from '@/lib/content/sanity.types'
import { ContentImage } from '@/components/ui/ContentImage'
import { IntentLink } from '@/components/ui/IntentLink'
import { CartBadge } from '@/components/cart/CartBadge'
import { AccountIcon } from '@/components/ui/icons'
import { routes } from '@/lib/routes'
import { MobileMenu } from './MobileMenu'
import { NavLinks } from './NavLinks'
import { SocialLinks } from './SocialLinks'

type Settings = NonNullable<SiteSettingsQueryResult>

const iconLink = 'grid size-11 place-items-center rounded-full transition-colors hover:bg-white/10 hover:text-sky-500'

export function SiteHeader({ settings }: { settings: Settings }) {
  const links = settings.mainNavigation ?? []
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-navy-900 text-white">
      <div className="relative mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2 sm:px-6">
        <IntentLink href="/" className="flex shrink-0 items-center py-1" aria-label={`${settings.siteName} home`}>
          <ContentImage image={settings.logo} sizes="180px" className="h-10 w-auto brightness-0 invert" load="low" />
        </IntentLink>
        <NavLinks links={links} />
        <div className="flex items-center gap-1">
          <SocialLinks links={settings.socialLinks} className="hidden xl:flex" />
          <IntentLink href={routes.account} aria-label="Account" className={iconLink}>
            <AccountIcon />
          </IntentLink>
          <CartBadge className={iconLink} />
          <Link
            href={settings.orderButton.href}
            className="font-display ml-2 hidden rounded-md bg-sky-500 px-4 py-2 text-sm font-semibold tracking-wider text-navy-950 uppercase transition-colors hover:bg-white sm:inline-block"
          >
            {settings.orderButton.label}
          </Link>
          <MobileMenu links={links} socialLinks={settings.socialLinks} orderButton={settings.orderButton} />
        </div>
      </div>
    </header>
  )
}
