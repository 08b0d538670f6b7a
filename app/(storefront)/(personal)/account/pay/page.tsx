import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'
import { Suspense } from 'react'
import { RequestPayment } from '@/components/account/RequestPayment'
import { PageHeader } from '@/components/ui/PageHeader'
import { Price } from '@/components/ui/Price'
import { startRequestPayment } from '@/lib/actions/wizards'
import { getMyPaymentDue } from '@/lib/commerce/request-payments'
import { getCurrentUser } from '@/lib/commerce/session'
import type { PaymentPurpose } from '@/lib/orders/balance'
import { routes } from '@/lib/routes'
import { requestRefOf } from '@/lib/orders/request-ref'

export const metadata: Metadata = { title: 'Make a payment', robots: { index: false } }

export default function PayRequestPage({ searchParams }: PageProps<'/account/pay'>) {
  return (
    <>
      <PageHeader title="Make a payment" trail={[{ label: 'Home', href: routes.home }, { label: 'Account', href: routes.account }, { label: 'Make a payment' }]} />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6">
        <Suspense fallback={<p role="status">Loading your order…</p>}>
          <Payment searchParams={searchParams} />
        </Suspense>
      </div>
    </>
  )
}

function NothingDue() {
  return (
    <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <p role="status" className="text-slate-700">
        Nothing is due on this order now. Your account shows what has been paid and where the order stands.
      </p>
      <Link href={routes.account} className="inline-block font-semibold text-sky-700 underline">
        Back to your account
      </Link>
    </section>
  )
}

const DUE_LABELS: Record<PaymentPurpose, string> = { deposit: 'Deposit due', full: 'Amount due', balance: 'Balance due' }

async function Payment({ searchParams }: Pick<PageProps<'/account/pay'>, 'searchParams'>) {
  const query = await searchParams
  const request = requestRefOf(query.kind, query.id)
  if (!request) notFound()
  if (!(await getCurrentUser())) redirect(routes.signIn(routes.payRequest(request.kind, request.id)))
  const due = await getMyPaymentDue(request)
  // The proxy has answered 404 for a request that is not theirs: this one is, with nothing due now
  // (a payment link from an e-mail opened after paying, or a quote not priced yet).
  if (!due) return <NothingDue />
  return (
    <section aria-labelledby="payment-title" className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="payment-title" className="font-display text-xl font-semibold text-navy-900 uppercase">
        {due.kind === 'quote' ? 'Quote' : 'Express order'} <span className="font-mono">{due.reference}</span>
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-slate-700">
        <dt>Team</dt>
        <dd>{due.teamName}</dd>
        <dt>Total</dt>
        <dd>
          <Price cents={due.totalCents} />
        </dd>
        <dt>Paid</dt>
        <dd>
          <Price cents={due.paidCents} />
        </dd>
        <dt className="font-semibold text-navy-900">{DUE_LABELS[due.purpose]}</dt>
        <dd className="font-semibold text-navy-900" data-testid="payment-due">
          <Price cents={due.dueCents} />
        </dd>
      </dl>
      {due.purpose === 'deposit' && <p className="text-slate-700">The deposit starts your order; the balance is due before it ships.</p>}
      <RequestPayment action={startRequestPayment} due={due} />
      <Link href={routes.account} className="inline-block font-semibold text-sky-700 underline">
        Back to your account
      </Link>
    </section>
  )
}
