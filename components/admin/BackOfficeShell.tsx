import Link from 'next/link'
import { Suspense } from 'react'
import { SignOutButton } from '@/components/account/SignOutButton'
import { SkipLink } from '@/components/layout/SkipLink'
import { signOutAction } from '@/lib/actions/account'
import { isAdminRole } from '@/lib/admin/team-roles'
import { getProfile } from '@/lib/commerce/account'
import { countGivenUpMail } from '@/lib/commerce/staff/mail-problems'
import { reportBackendError } from '@/lib/errors/backend'
import { routes } from '@/lib/routes'

const navLink = 'underline-offset-4 hover:underline'

/** The team's page, for admins only (it 404s for anyone else). */
async function TeamLink() {
  const profile = await getProfile()
  if (!profile || !isAdminRole(profile.role)) return null
  return (
    <li>
      <Link href={routes.adminTeam} className={navLink}>
        Team
      </Link>
    </li>
  )
}

/** How many e-mails were given up, beside the mail link, so staff notice them; the bar stays whole without it. */
async function GivenUpCount() {
  let count
  try {
    count = await countGivenUpMail()
  } catch (error) {
    reportBackendError(error, 'counting the e-mails given up failed')
    return null
  }
  return count > 0 ? <span className="ml-1 rounded-full bg-red-600 px-2 py-0.5 text-xs">{count} not sent</span> : null
}

/** The back office's frame: a bar of its own (the inbox, the blanks to buy, mail not sent, an admin's team page, the way back to the shop, signing out) and the page. */
export function BackOfficeShell({ children }: { children: React.ReactNode }) {
  return (
    // Printed, a page is what it shows, without the bar and the forms that change it.
    <div className="flex min-h-dvh flex-col bg-slate-50 print:bg-white print:[&_form]:hidden">
      <SkipLink />
      <header className="bg-navy-950 text-white print:hidden">
        <nav aria-label="Back office" className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link href={routes.admin} className="font-display text-xl font-bold tracking-wide uppercase">
            Back office
          </Link>
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 font-semibold">
            <li>
              <Link href={routes.admin} className={navLink}>
                Inbox
              </Link>
            </li>
            <li>
              <Link href={routes.adminBlanks} className={navLink}>
                Blanks
              </Link>
            </li>
            <li>
              <Link href={routes.adminMail} className={navLink}>
                Mail
                <Suspense fallback={null}>
                  <GivenUpCount />
                </Suspense>
              </Link>
            </li>
            <Suspense fallback={null}>
              <TeamLink />
            </Suspense>
            <li>
              <Link href={routes.home} className={navLink}>
                Open the shop
              </Link>
            </li>
            <li>
              <SignOutButton action={signOutAction} className={`font-semibold ${navLink}`} />
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
