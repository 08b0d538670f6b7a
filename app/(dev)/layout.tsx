import type { Metadata } from 'next'
import Link from 'next/link'
import { getSiteSettings } from '@/lib/content'
import { routes } from '@/lib/routes'
import { SkipLink } from '@/components/layout/SkipLink'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    title: { default: 'Developer pages', template: `%s | ${settings?.siteName ?? ''}` },
    // Internal pages: never in search results.
    robots: { index: false, follow: false },
  }
}

const devLinks = [
  { href: '/image-test', label: 'Image test' },
  { href: '/admin/dev-tools', label: 'Developer tools' },
]

/**
 * A plain frame for the developer pages, apart from the shop's header and footer. Switched off,
 * the proxy answers them with the site's 404 (lib/dev/enabled.ts), so this frame never shows then.
 */
export default async function DevLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <div className="flex min-h-dvh flex-col bg-ice-50">
      <SkipLink />
      <header className="bg-navy-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <Link href={routes.home} className="font-display text-lg font-semibold tracking-wide uppercase hover:text-sky-500">
            {settings?.siteName}
          </Link>
          <nav aria-label="Developer pages">
            <ul className="flex gap-4 text-sm">
              {devLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-slate-200 underline-offset-4 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  )
}
