import type { SiteSettingsQueryResult } from '@/lib/content/sanity.types'
import { IntentLink } from '@/components/ui/IntentLink'
import { SocialLinks } from './SocialLinks'

type Settings = NonNullable<SiteSettingsQueryResult>
type FooterLink = { _key: string; label: string; href: string }

function LinkColumn({ title, links }: { title: string; links: FooterLink[] | null }) {
  return (
    <div>
      <h2 className="font-display mb-3 text-sm font-semibold tracking-wider text-sky-500 uppercase">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links?.map((item) => (
          <li key={item._key}>
            <IntentLink href={item.href} className="text-slate-300 hover:text-white">
              {item.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function SiteFooter({ settings, year }: { settings: Settings; year: number }) {
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="font-display text-xl font-semibold text-white uppercase">{settings.siteName}</p>
          <p className="mt-2 max-w-sm text-sm">{settings.tagline}</p>
          <p className="mt-4 text-sm">
            <a href={`mailto:${settings.email}`} className="text-white underline-offset-4 hover:underline">
              {settings.email}
            </a>
          </p>
          <SocialLinks links={settings.socialLinks} className="-ml-2 mt-3" />
        </div>
        <LinkColumn title="Company" links={settings.footerCompanyLinks} />
        <LinkColumn title="Products" links={settings.footerProductLinks} />
      </div>
      <p className="border-t border-white/10 px-4 py-6 text-center text-xs">
        © {year} {settings.siteName}. All rights reserved.
      </p>
    </footer>
  )
}
