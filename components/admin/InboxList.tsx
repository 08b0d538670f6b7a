import Link from 'next/link'
import { Price } from '@/components/ui/Price'
import { INBOX_KIND_LABELS, inboxQuery, inboxStatusLabel, type InboxFilters } from '@/lib/admin/inbox-filters'
import type { InboxPage } from '@/lib/commerce/staff/inbox'
import { paymentDue, type Payable, type PaymentPurpose } from '@/lib/orders/balance'
import { inquiryTypeLabel } from '@/lib/contact/inquiry-types'
import { routes } from '@/lib/routes'
import { formatCalendarDate, formatMoment } from '@/lib/format/dates'
import { formatClosingDay } from '@/lib/team-stores/rules'
import { countOf } from '@/lib/format/text'

const title = 'font-display text-lg font-semibold text-navy-900 uppercase'

const DUE_LABELS: Record<PaymentPurpose, string> = { deposit: 'deposit due', full: 'payment due', balance: 'balance due' }

/** What an entry is worth, what was paid and what is due now (a deposit, or the balance). */
function InboxMoney({ totalCents, amounts }: { totalCents: number; amounts: Payable | null }) {
  const due = amounts && paymentDue(amounts)
  return (
    <p>
      <Price cents={totalCents} />
      {amounts && (
        <>
          {' · paid '}
          <Price cents={amounts.paidCents} />
        </>
      )}
      {due && (
        <span className="font-semibold text-amber-800">
          {` · ${DUE_LABELS[due.purpose]} `}
          <Price cents={due.cents} />
        </span>
      )}
    </p>
  )
}

/** One page of the inbox: each entry leads to its detail, with the page links below. */
export function InboxList({ page, filters }: { page: InboxPage; filters: InboxFilters }) {
  if (page.rows.length === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">Nothing matches these filters.</p>
  }
  return (
    <>
      <p className="text-sm text-slate-600" role="status">
        {countOf(page.total, 'entry', 'entries')} · page {page.page} of {page.pages}
      </p>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200" aria-label="Inbox">
        {page.rows.map((row) => (
          <li key={`${row.kind}-${row.id}`} className="grid gap-x-6 gap-y-1 p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)]">
            <div className="min-w-0">
              <Link href={routes.adminOrder(row.kind, row.id)} className={`${title} underline-offset-4 hover:underline`}>
                {INBOX_KIND_LABELS[row.kind]} <span className="font-mono">{row.reference}</span>
              </Link>
              <p className="truncate text-slate-700">{row.name || 'No name given'}</p>
              <p className="truncate text-sm text-slate-600">{row.email}</p>
            </div>
            <div className="min-w-0 text-sm text-slate-700">
              <p className="truncate">{row.kind === 'enquiry' ? inquiryTypeLabel(row.product) : row.product}</p>
              {row.players !== null && (
                <p>
                  {row.kind === 'store' ? countOf(row.players, 'player paid', 'players paid') : countOf(row.players, row.kind === 'order' ? 'item' : 'player')}
                </p>
              )}
              {row.totalCents !== null && <InboxMoney totalCents={row.totalCents} amounts={row.amounts} />}
            </div>
            <div className="text-sm sm:text-right">
              <p className="font-semibold text-navy-800">{inboxStatusLabel(row.kind, row.status)}</p>
              <p className="text-slate-600">{formatMoment(row.createdAt)}</p>
              {row.wantedBy && <p className="font-semibold text-slate-800">Wanted by {formatCalendarDate(row.wantedBy)}</p>}
              {row.closesAt && row.status === 'open' && <p className="font-semibold text-slate-800">Closes at the end of {formatClosingDay(new Date(row.closesAt))}</p>}
              {row.failedRefunds ? <p className="font-semibold text-amber-800">{countOf(row.failedRefunds, 'refund failed', 'refunds failed')}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      {page.pages > 1 && (
        <nav aria-label="Inbox pages" className="mt-4 flex items-center justify-between">
          {page.page > 1 ? (
            <Link href={`${routes.admin}${inboxQuery(filters, { page: page.page - 1 })}`} className="font-semibold text-navy-800 underline underline-offset-4">
              Newer
            </Link>
          ) : (
            <span />
          )}
          {page.page < page.pages && (
            <Link href={`${routes.admin}${inboxQuery(filters, { page: page.page + 1 })}`} className="font-semibold text-navy-800 underline underline-offset-4">
              Older
            </Link>
          )}
        </nav>
      )}
    </>
  )
}
