import { StatusTimeline } from '@/components/orders/StatusTimeline'
import { Price } from '@/components/ui/Price'
import type { HistoryEntry } from '@/lib/orders/history'
import { statusLabel } from '@/lib/orders/workflow'
import { formatMoment } from '@/lib/format/dates'

// The parts every back-office detail page (an order, a request, an enquiry) is built of.


export const linkClass = 'font-semibold text-navy-800 underline underline-offset-4'

/** A link that opens a reply to `email`, with `subject` filled in. */
export function EmailLink({ email, subject, className = 'underline underline-offset-4', children = email }: { email: string; subject?: string; className?: string; children?: React.ReactNode }) {
  return (
    <a href={`mailto:${encodeURIComponent(email).replace("%40", "@")}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`} className={className}>
      {children}
    </a>
  )
}

/** The page's title, `Express order E-7KX2M9PD`, with the status beside it when the entry has one. */
export function DetailTitle({ label, reference, status }: { label: string; reference: string; status?: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-3">
      <h1 className="font-display text-3xl font-bold tracking-wide text-navy-900 uppercase">
        {label} <span className="font-mono">{reference}</span>
      </h1>
      {status && <p className="text-lg font-semibold text-navy-800">Status: {statusLabel(status)}</p>}
    </div>
  )
}

/** One card of the page, named by its heading; `action` sits beside the heading (a download). */
export function DetailCard({ id, title, className = 'bg-white', action, children }: { id: string; title: string; className?: string; action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={`rounded-xl p-5 ring-1 ring-slate-200 sm:p-6 ${className}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={id} className="font-display text-xl font-bold tracking-wide text-navy-900 uppercase">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}

/** Terms and their values; an empty value reads as a dash. */
export function Facts({ facts }: { facts: [string, React.ReactNode][] }) {
  return (
    // Columns that may shrink below their longest word: a long e-mail address wraps instead of widening the card.
    <dl className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-x-4 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-semibold text-navy-900">{term}</dt>
          <dd className="break-words text-slate-700">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The status card: the change form, then the history it adds to. */
export function StatusCard({ form, history, sentAt }: { form: React.ReactNode; history: HistoryEntry[]; sentAt: string }) {
  return (
    <DetailCard id="order-status" title="Status" className="bg-ice-50 lg:row-span-2">
      <div className="mt-4">{form}</div>
      <h3 className="mt-8 mb-3 font-semibold text-navy-900">History</h3>
      <StatusTimeline entries={history} sentAt={sentAt} reader="staff" />
    </DetailCard>
  )
}

/** Payments, oldest first: when, how much, by what means (`by`), and where each stands. */
export function PaymentList({ payments }: { payments: { createdAt: string; amountCents: number; by: string; status: string }[] }) {
  return (
    <ul className="mt-4 space-y-1 text-sm text-slate-700">
      {payments.map((payment) => (
        <li key={payment.createdAt}>
          {formatMoment(payment.createdAt)}: <Price cents={payment.amountCents} /> by {payment.by}, {payment.status}
        </li>
      ))}
    </ul>
  )
}
