import Link from 'next/link'
import { MockupAnswerForm } from '@/components/account/MockupAnswerForm'
import { MockupRounds } from '@/components/orders/MockupRounds'
import { AddressLines } from '@/components/orders/AddressLines'
import { RosterTable } from '@/components/orders/RosterTable'
import { QuoteSummary } from '@/components/orders/QuoteSummary'
import { ShipmentLine } from '@/components/orders/ShipmentLine'
import { Price } from '@/components/ui/Price'
import { answerMockupAction } from '@/lib/actions/account'
import { INBOX_KIND_LABELS } from '@/lib/admin/inbox-filters'
import type { WizardRequestDetail as Detail } from '@/lib/commerce/staff/wizard-requests'
import { formatMoney } from '@/lib/format/money'
import { awaitsAnswer } from '@/lib/orders/mockups'
import { sizeTallies } from '@/lib/roster/export'
import { routes } from '@/lib/routes'
import { leagueLabel } from '@/lib/wizard/team-info'
import { DetailCard, DetailTitle, EmailLink, Facts, PaymentList, StatusCard, linkClass } from './DetailParts'
import { formatCalendarDate, formatDayOf, formatMoment } from '@/lib/format/dates'
import { countOf } from '@/lib/format/text'

type Props = {
  detail: Detail
  rosterCsvHref: string
  /** The printable production sheet. */
  sheetHref: string
  /** Where staff change the roster, while it may change (after payment, before production); null otherwise. */
  rosterHref: string | null
  logoHref: string | null
  statusForm: React.ReactNode
  /** The form to send a mockup (while the order is in design). */
  mockupForm: React.ReactNode
  /** A quote request's pricing form (while it is received or quoted); null otherwise. */
  quoteForm: React.ReactNode
  /** Staff record a guest's acceptance of their quote (no account to accept it in); null otherwise. */
  acceptForm: React.ReactNode
  /** Staff record a payment received another way than by card, while one is due; null otherwise. */
  paymentForm: React.ReactNode
  /** Staff change where it goes, until it ships; null otherwise. */
  deliveryForm: React.ReactNode
}

/** How a payment was made, as staff read it: a team store's own payment of its order says whose players paid it. */
function paidBy(payment: Detail['payments'][number]): string {
  if (payment.provider === 'manual') return `${payment.note} (recorded by ${payment.recordedBy ?? 'staff'})`
  if (payment.provider === 'team_store') return payment.note
  return `card (${payment.provider === 'test' ? 'test payments' : 'Stripe'})`
}

/** Everything staff need to work a quote request or express order: who, what, the roster with its size tally, money and history. */
export function WizardRequestDetail({ detail, rosterCsvHref, sheetHref, rosterHref, logoHref, statusForm, mockupForm, quoteForm, acceptForm, paymentForm, deliveryForm }: Props) {
  const tallies = sizeTallies(detail.roster)
  // The order of a store shipped to each player goes as its players' parcels, not as one delivery.
  const parcels = detail.teamStore?.parcels
  return (
    <div className="space-y-6">
      <DetailTitle label={INBOX_KIND_LABELS[detail.kind]} reference={detail.reference} status={detail.status} />
      <div className="grid gap-6 lg:grid-cols-3">
        <DetailCard id="order-team" title="Team and contact">
          <Facts
            facts={[
              ['Team', detail.team.name],
              ['League', leagueLabel(detail.team.league) || detail.team.league],
              ['Contact', detail.contact.name],
              ['E-mail', <EmailLink key="email" email={detail.contact.email} />],
              ['Phone', detail.contact.phone],
              ['Received', formatMoment(detail.createdAt)],
            ]}
          />
        </DetailCard>
        <DetailCard id="order-what" title={detail.design ? 'Design' : 'Order'}>
          <Facts
            facts={[
              ['Product', detail.product],
              ...(detail.teamStore
                ? ([
                    [
                      'Team store',
                      <span key="store">
                        <Link href={routes.adminOrder('store', detail.teamStore.id)} className={linkClass}>
                          {detail.teamStore.reference}
                        </Link>
                        {detail.teamStore.fillIn ? ': a fill-in order of late players' : ': its players’ order'}
                      </span>,
                    ],
                    ...(detail.teamStore.mockup
                      ? [
                          [
                            'Approved mockup',
                            <a key="mockup" href={routes.mockupFile(detail.teamStore.mockup.id)} className={linkClass}>
                              Mockup {detail.teamStore.mockup.round}, the store’s design
                            </a>,
                          ],
                        ]
                      : []),
                  ] as [string, React.ReactNode][])
                : []),
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
                    ['Wanted by', detail.details.targetDate ? formatCalendarDate(detail.details.targetDate) : ''],
                    ['Notes', detail.details.notes],
                    ['Indicative price', detail.details.indicativeUnitPriceCents === null ? '' : <Price key="unit" cents={detail.details.indicativeUnitPriceCents} />],
                  ] as [string, React.ReactNode][])
                : []),
              [
                'Logo',
                logoHref ? (
                  <a key="logo" href={logoHref} download className={linkClass}>
                    Download the logo
                  </a>
                ) : (
                  'None uploaded'
                ),
              ],
              ['Logo notes', detail.logo.notes],
            ]}
          />
        </DetailCard>
        <StatusCard form={statusForm} history={detail.history} sentAt={detail.createdAt} />
        <DetailCard id="order-delivery" title="Delivery">
          <Facts
            facts={
              parcels && detail.teamStore
                ? [
                    ['Ship to', 'Each player’s own address, in a parcel of its own'],
                    [
                      'Parcels',
                      <span key="parcels">
                        {parcels.shipped} of {parcels.total} shipped:{' '}
                        <Link href={`${routes.adminOrder('store', detail.teamStore.id)}#parcels-title`} className={linkClass}>
                          record them on the store’s board
                        </Link>
                      </span>,
                    ],
                  ]
                : [
                    [
                      'Ship to',
                      detail.delivery ? <AddressLines key="delivery" address={detail.delivery} /> : detail.kind === 'quote' ? 'Given when the customer accepts the quote' : 'None given',
                    ],
                    ['Shipment', detail.shipment ? <ShipmentLine key="shipment" shipment={detail.shipment} reference={detail.reference} /> : 'Not shipped yet'],
                  ]
            }
          />
          {deliveryForm}
        </DetailCard>
        {detail.amounts && (
          <DetailCard id="order-money" title="Payment" className="bg-white lg:col-span-2">
            <Facts
              facts={[
                ['Total', <Price key="total" cents={detail.amounts.totalCents} />],
                ['Paid', <Price key="paid" cents={detail.amounts.paidCents} />],
                ['Balance', <Price key="balance" cents={Math.max(0, detail.amounts.totalCents - detail.amounts.paidCents)} />],
                [
                  'Terms',
                  detail.amounts.firstDueCents < detail.amounts.totalCents ? `A deposit of ${formatMoney(detail.amounts.firstDueCents)} first, the rest before shipping` : 'Paid in full',
                ],
              ]}
            />
            {detail.payments.length > 0 && (
              <PaymentList payments={detail.payments.map((payment) => ({ ...payment, by: paidBy(payment) }))} />
            )}
            {paymentForm}
          </DetailCard>
        )}
      </div>
      {detail.kind === 'quote' && (
        <DetailCard id="order-quote" title="Quote" className="bg-white">
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            {detail.quote ? (
              <div>
                <QuoteSummary quote={detail.quote} caption={detail.quote.acceptedAt ? `Accepted ${formatDayOf(detail.quote.acceptedAt)}` : 'Sent to the customer'} />
                {acceptForm}
              </div>
            ) : (
              <p className="text-slate-600">Not priced yet: price it here, and the customer is e-mailed the quote to accept.</p>
            )}
            {quoteForm && <div>{quoteForm}</div>}
          </div>
        </DetailCard>
      )}
      <DetailCard id="order-mockups" title={`Mockups (${detail.mockups.length})`} className="bg-white">
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <div>{mockupForm}</div>
          {detail.mockups.length > 0 && (
            <MockupRounds
              rounds={detail.mockups}
              title={detail.team.name}
              reader="staff"
              answer={(round) =>
                detail.guest && awaitsAnswer(detail.mockups, round, detail.status) && <MockupAnswerForm action={answerMockupAction} mockupId={round.id} round={round.round} recordedByStaff />
              }
            />
          )}
        </div>
      </DetailCard>
      <DetailCard
        id="order-roster"
        title={`Roster (${countOf(detail.roster.length, 'player')})`}
        action={
          <span className="flex flex-wrap gap-x-5 gap-y-2">
            {rosterHref && (
              <Link href={rosterHref} className={linkClass}>
                Change the roster
              </Link>
            )}
            <Link href={sheetHref} className={linkClass}>
              Production sheet
            </Link>
            <a href={rosterCsvHref} download className={linkClass}>
              Download the roster (CSV)
            </a>
          </span>
        }
      >
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
        <div className="mt-4">
          <RosterTable players={detail.roster} label="Roster" />
        </div>
      </DetailCard>
    </div>
  )
}
