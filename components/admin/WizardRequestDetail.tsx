import { StatusTimeline } from '@/components/orders/StatusTimeline'
import { Price } from '@/components/ui/Price'
import type { WizardRequestDetail as Detail } from '@/lib/admin/order-detail'
import { INBOX_KIND_LABELS } from '@/lib/admin/inbox-filters'
import { formatMoney } from '@/lib/format/money'
import { statusLabel } from '@/lib/orders/workflow'
import { sizeTallies } from '@/lib/roster/export'

const heading = 'font-display text-xl font-bold tracking-wide text-navy-900 uppercase'
const card = 'rounded-xl bg-white p-5 ring-1 ring-slate-200 sm:p-6'
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

function Facts({ facts }: { facts: [string, React.ReactNode][] }) {
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-semibold text-navy-900">{term}</dt>
          <dd className="break-words text-slate-700">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Everything staff need to work a quote request or express order: who, what, the roster with its size tally, money and history. */
export function WizardRequestDetail({ detail, rosterCsvHref, statusForm }: { detail: Detail; rosterCsvHref: string; statusForm: React.ReactNode }) {
  const tallies = sizeTallies(detail.roster)
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="font-display text-3xl font-bold tracking-wide text-navy-900 uppercase">
          {INBOX_KIND_LABELS[detail.kind]} <span className="font-mono">{detail.reference}</span>
        </h1>
        <p className="text-lg font-semibold text-navy-800">Status: {statusLabel(detail.status)}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="order-team" className={card}>
          <h2 id="order-team" className={heading}>
            Team and contact
          </h2>
          <Facts
            facts={[
              ['Team', detail.team.name],
              ['League', detail.team.league],
              ['Contact', detail.contact.name],
              ['E-mail', <a key="email" href={`mailto:${detail.contact.email}`} className="underline underline-offset-4">{detail.contact.email}</a>],
              ['Phone', detail.contact.phone],
              ['Received', dateFormat.format(new Date(detail.createdAt))],
            ]}
          />
        </section>
        <section aria-labelledby="order-what" className={card}>
          <h2 id="order-what" className={heading}>
            {detail.design ? 'Design' : 'Order'}
          </h2>
          <Facts
            facts={[
              ['Product', detail.product],
              ...(detail.design
                ? ([
                    ['Template', detail.design.templateName || 'Let the designers choose'],
                    ['Colours', `${detail.design.primaryColor} and ${detail.design.secondaryColor}`],
                    ['Collar', detail.design.collarName || 'Let the designers choose'],
                    ['Design notes', detail.design.designNotes],
                  ] as [string, React.ReactNode][])
                : []),
              ...(detail.details
                ? ([
                    ['Quantity', detail.details.estimatedQuantity?.toString() ?? ''],
                    ['Wanted by', detail.details.targetDate ? dateFormat.format(new Date(detail.details.targetDate)) : ''],
                    ['Notes', detail.details.notes],
                    ['Indicative price', detail.details.indicativeUnitPriceCents === null ? '' : <Price key="unit" cents={detail.details.indicativeUnitPriceCents} />],
                  ] as [string, React.ReactNode][])
                : []),
              ['Logo', detail.logo.uploaded ? 'Uploaded with the order' : 'None uploaded'],
              ['Logo notes', detail.logo.notes],
            ]}
          />
        </section>
        <section aria-labelledby="order-status" className={`${card} bg-ice-50 lg:row-span-2`}>
          <h2 id="order-status" className={heading}>
            Status
          </h2>
          <div className="mt-4">{statusForm}</div>
          <h3 className="mt-8 mb-3 font-semibold text-navy-900">History</h3>
          <StatusTimeline entries={detail.history} sentAt={detail.createdAt} />
        </section>
        {detail.amounts && (
          <section aria-labelledby="order-money" className={`${card} lg:col-span-2`}>
            <h2 id="order-money" className={heading}>
              Payment
            </h2>
            <Facts
              facts={[
                ['Total', <Price key="total" cents={detail.amounts.subtotalCents} />],
                ['Paid', <Price key="paid" cents={detail.amounts.paidCents} />],
                ['Balance', <Price key="balance" cents={Math.max(0, detail.amounts.subtotalCents - detail.amounts.paidCents)} />],
                ['Chosen', detail.amounts.paymentType === 'deposit' ? `A deposit of ${formatMoney(detail.amounts.depositCents)} first, the rest later` : 'Paid in full'],
              ]}
            />
            {detail.payments.length > 0 && (
              <ul className="mt-4 space-y-1 text-sm text-slate-700">
                {detail.payments.map((payment) => (
                  <li key={payment.createdAt}>
                    {dateFormat.format(new Date(payment.createdAt))}: <Price cents={payment.amountCents} /> by card ({payment.provider === 'test' ? 'test payments' : 'Stripe'}), {payment.status}
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
      <section aria-labelledby="order-roster" className={card}>
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="order-roster" className={heading}>
            Roster ({detail.roster.length} {detail.roster.length === 1 ? 'player' : 'players'})
          </h2>
          <a href={rosterCsvHref} download className="font-semibold text-navy-800 underline underline-offset-4">
            Download the roster (CSV)
          </a>
        </div>
        {tallies.length > 0 && (
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Sizes to make">
            {tallies.map((tally) => (
              <div key={tally.garment} className="rounded-lg bg-ice-50 p-3">
                <p className="font-semibold text-navy-900">
                  {tally.garment}: {tally.total}
                </p>
                <p className="text-sm text-slate-700">{tally.counts.map(({ size, count }) => `${size} × ${count}`).join(', ')}</p>
              </div>
            ))}
          </div>
        )}
        {/* Focusable, so a keyboard can scroll a wide roster on a narrow screen. */}
        <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Roster">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-navy-900">
              <tr>
                {['Name', 'Number', 'Jersey', 'Socks', 'Pant shell', 'Patch'].map((column) => (
                  <th key={column} scope="col" className="py-2 pr-4 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-700">
              {detail.roster.map((player, index) => (
                <tr key={index}>
                  <td className="py-2 pr-4">{player.name}</td>
                  <td className="py-2 pr-4 font-mono">{player.number}</td>
                  <td className="py-2 pr-4">{player.jerseySize}</td>
                  <td className="py-2 pr-4">{player.socksSize}</td>
                  <td className="py-2 pr-4">{player.pantShellSize}</td>
                  <td className="py-2 pr-4">{player.captainPatch}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  )
}
