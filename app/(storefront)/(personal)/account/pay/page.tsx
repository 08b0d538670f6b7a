import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'
import { Suspense } from 'react'
import { queryValue } from '@/components/account/query'
import { BalancePayment } from '@/components/account/BalancePayment'
import { PageHeader } from '@/components/ui/PageHeader'
import { Price } from '@/components/ui/Price'
import { startBalancePayment } from '@/lib/actions/wizards'
import { getCurrentUser } from '@/lib/commerce/session'
import { getMyBalanceDue } from '@/lib/commerce/wizard-requests'
import { isUuid } from '@/lib/format/uuid'
import { routes } from '@/lib/routes'

export const metadata: Metadata = { title: 'Pay the balance', robots: { index: false } }

export default function PayBalancePage({ searchParams }: PageProps<'/account/pay'>) {
  return (
    <>
      <PageHeader title="Pay the balance" trail={[{ label: 'Home', href: routes.home }, { label: 'Account', href: routes.account }, { label: 'Pay the balance' }]} />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6">
        <Suspense fallback={<p role="status">Loading your order…</p>}>
          <Balance searchParams={searchParams} />
        </Suspense>
      </div>
    </>
  )
}

async function Balance({ searchParams }: Pick<PageProps<'/account/pay'>, 'searchParams'>) {
  const id = queryValue((await searchParams).id) ?? ''
  if (!(await getCurrentUser())) redirect(routes.signIn(routes.payBalance(id)))
  const due = isUuid(id) ? await getMyBalanceDue(id) : null
  if (!due) notFound()
  return (
    <section aria-labelledby="balance-title" className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="balance-title" className="font-display text-xl font-semibold text-navy-900 uppercase">
        Express order <span className="font-mono">{due.reference}</span>
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-slate-700">
        <dt>Team</dt>
        <dd>{due.teamName}</dd>
        <dt>Total</dt>
        <dd>
          <Price cents={due.subtotalCents} />
        </dd>
        <dt>Paid</dt>
        <dd>
          <Price cents={due.paidCents} />
        </dd>
        <dt className="font-semibold text-navy-900">Balance due</dt>
        <dd className="font-semibold text-navy-900" data-testid="balance-due">
          <Price cents={due.balanceCents} />
        </dd>
      </dl>
      <BalancePayment action={startBalancePayment} order={due} />
      <Link href={routes.account} className="inline-block font-semibold text-sky-700 underline">
        Back to your account
      </Link>
    </section>
  )
}
