import Link from 'next/link'
import { SkipLink } from '@/components/layout/SkipLink'
import { routes } from '@/lib/routes'

/** The back office's frame: a bar of its own (the inbox, the way back to the shop) and the page. */
export function BackOfficeShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <header className="bg-navy-950 text-white">
        <nav aria-label="Back office" className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link href={routes.admin} className="font-display text-xl font-bold tracking-wide uppercase">
            Back office
          </Link>
          <ul className="flex items-center gap-5 font-semibold">
            <li>
              <Link href={routes.admin} className="underline-offset-4 hover:underline">
                Inbox
              </Link>
            </li>
            <li>
              <Link href={routes.home} className="underline-offset-4 hover:underline">
                Open the shop
              </Link>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  )
}
