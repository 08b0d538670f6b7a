import { AcceptQuoteForm } from '@/components/account/AcceptQuoteForm'
import { MockupAnswerForm } from '@/components/account/MockupAnswerForm'
import Link from 'next/link'
import { getOrderWizards } from '@/lib/content'
import { Price } from '@/components/ui/Price'
import { BackendError, reportBackendError } from '@/lib/errors/backend'
import { AddressLines } from './AddressLines'
import { MockupRounds } from './MockupRounds'
import { QuoteSummary } from './QuoteSummary'
import { RosterTable } from './RosterTable'
import { ShipmentLine } from './ShipmentLine'
import { StatusTimeline } from './StatusTimeline'
import { acceptQuoteAction, answerMockupAction } from '@/lib/actions/account'
import { listMyRequests, type RequestSummary } from '@/lib/commerce/wizard-requests'
import { openBalanceCents, paymentDue, type Payable, type PaymentPurpose } from '@/lib/orders/balance'
import { awaitsAnswer } from '@/lib/orders/mockups'
import { rosterChangeable } from '@/lib/orders/roster-change'
import { routes } from '@/lib/routes'
import { statusLabel } from '@/lib/orders/workflow'
import { formatDayOf } from '@/lib/format/dates'
import { countOf } from '@/lib/format/text'
import { hasExpressPrice } from '@/lib/pricing/express'

const PAY_LABELS: Record<PaymentPurpose, string> = { deposit: 'Pay the deposit of', full: 'Pay', balance: 'Pay the balance of' }

/** What it has cost so far: an express order's total from the start, a quote's once something is paid (its quote shows the total). */
function Amounts({ request, payable }: { request: RequestSummary; payable: Payable }) {
  if (request.kind === 'quote' && payable.paidCents === 0) return null
  const balance = openBalanceCents(payable)
  return (
    <p className="mt-1 text-sm text-slate-700">
      Total <Price cents={payable.totalCents} /> · paid <Price cents={payable.paidCents} />
      {balance > 0 && (
        <>
          {' '}
          · balance <Price cents={balance} />
        </>
      )}
    </p>
  )
}

/** The way to pay what it asks now: a quote's deposit, a first payment after a declined card, a balance. */
function PayLink({ request, payable }: { request: RequestSummary; payable: Payable }) {
  const due = paymentDue(payable)
  if (!due) return null
  return (
    <Link href={routes.payRequest(request.kind, request.id)} className="mt-3 inline-block rounded-md bg-navy-800 px-4 py-2 font-semibold text-white hover:bg-navy-700">
      {PAY_LABELS[due.purpose]} <Price cents={due.cents} />
      <span className="sr-only"> for {request.reference}</span>
    </Link>
  )
}

function Request({ request, storeable }: { request: RequestSummary; storeable: boolean }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5" aria-labelledby={`request-${request.id}`} data-testid="request">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`request-${request.id}`} className="font-display text-xl font-semibold text-navy-900 uppercase">
          {request.kind === 'quote' ? 'Quote request' : 'Express order'} <span className="font-mono">{request.reference}</span>
        </h3>
        <p className="text-sm text-slate-600">
          Sent {formatDayOf(request.createdAt)} · <span className="font-semibold text-navy-800">Status: {statusLabel(request.status)}</span>
        </p>
      </div>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-slate-700">
          {request.productName} for {request.teamName}, {countOf(request.playerCount, 'player')}
        </p>
        <span className="flex flex-wrap gap-x-4">
          {/* Add-on orders and fill-ins: the same team, roster and design, to edit before sending. */}
          <Link href={routes.orderAgain(request.kind, request.productSlug, request.id)} prefetch={false} className="font-semibold text-navy-800 underline underline-offset-4">
            Order again<span className="sr-only"> ({request.reference})</span>
          </Link>
          {/* Each player orders and pays their own, with this order's design and logo: for products a store sells (an express price). */}
          {storeable && (
            <Link href={routes.openTeamStore(request.productSlug, request)} prefetch={false} className="font-semibold text-navy-800 underline underline-offset-4">
              Open a team store<span className="sr-only"> with the design of {request.reference}</span>
            </Link>
          )}
        </span>
      </div>
      {request.payable && <Amounts request={request} payable={request.payable} />}
      {request.kind === 'quote' && request.quote && (
        <section className="mt-4 rounded-lg bg-ice-50 p-4" aria-label={`Quote for ${request.reference}`}>
          <QuoteSummary quote={request.quote} caption={request.status === 'quoted' ? 'Your quote is ready' : 'Your quote'} />
          {request.status === 'quoted' && <AcceptQuoteForm action={acceptQuoteAction} requestId={request.id} reference={request.reference} quotedAt={request.quote.quotedAt} />}
          {request.quote.acceptedAt && (
            <p className="mt-3 text-slate-700">
              You accepted this quote on {formatDayOf(request.quote.acceptedAt)}
              {request.status === 'awaiting_payment' ? (
                <>
                  : the deposit of <Price cents={request.quote.depositCents} /> starts your order.
                </>
              ) : (
                '.'
              )}
            </p>
          )}
        </section>
      )}
      {request.payable && <PayLink request={request} payable={request.payable} />}
      {(request.delivery || request.shipment) && (
        <section className="mt-4 grid gap-3 text-sm text-slate-700 sm:grid-cols-2" aria-label={`Delivery of ${request.reference}`}>
          {request.kind === 'express' && request.parcelsOfStore ? (
            <div>
              <h4 className="font-semibold text-navy-800">Ships to</h4>
              <p>
                Each player’s own address, in a parcel of its own:{' '}
                <Link href={routes.teamStoreBoard(request.parcelsOfStore)} className="font-semibold text-sky-700 underline">
                  see which have shipped on the store’s board
                </Link>
              </p>
            </div>
          ) : (
            request.delivery && (
              <div>
                <h4 className="font-semibold text-navy-800">Ships to</h4>
                <AddressLines address={request.delivery} />
              </div>
            )
          )}
          {request.shipment && (
            <div>
              <h4 className="font-semibold text-navy-800">On its way</h4>
              <ShipmentLine shipment={request.shipment} reference={request.reference} />
            </div>
          )}
        </section>
      )}
      {request.mockups.length > 0 && (
        <section className="mt-4" aria-labelledby={`mockups-${request.id}`}>
          <h4 id={`mockups-${request.id}`} className="mb-3 font-semibold text-navy-800">
            {request.status === 'mockup_sent' ? 'Your mockup is ready: please approve it or ask for changes' : 'Mockups'}
          </h4>
          <MockupRounds
            rounds={request.mockups}
            title={request.teamName}
            reader="customer"
            answer={(round) => awaitsAnswer(request.mockups, round, request.status) && <MockupAnswerForm action={answerMockupAction} mockupId={round.id} round={round.round} />}
          />
        </section>
      )}
      {request.roster.length > 0 && (
        <details className="mt-3">
          <summary className="cursor-pointer font-semibold text-navy-800">
            Roster ({countOf(request.roster.length, 'player')})
          </summary>
          <div className="mt-3">
            <RosterTable players={request.roster} label={`Roster of ${request.reference}`} />
          </div>
        </details>
      )}
      {rosterChangeable(request.kind, request.status) && (
        <Link href={routes.changeRoster(request.kind, request.id)} className="mt-2 inline-block font-semibold text-navy-800 underline underline-offset-4">
          Change the roster<span className="sr-only"> of {request.reference}</span>
        </Link>
      )}
      <details className="mt-3">
        {/* Counts what the list shows: the request being sent, then each move and note. */}
        <summary className="cursor-pointer font-semibold text-navy-800">History ({countOf(request.history.length + 1, 'update')})</summary>
        <div className="mt-3">
          <StatusTimeline entries={request.history} sentAt={request.createdAt} reader="customer" />
        </div>
      </details>
    </article>
  )
}

/** The account's quote requests and express orders, newest first. */
export async function RequestHistory() {
  let requests
  let storeable: Set<string>
  try {
    const [listed, wizards] = await Promise.all([listMyRequests(), getOrderWizards()])
    requests = listed
    storeable = new Set(wizards.products.filter(hasExpressPrice).map((product) => product.slug))
  } catch (error) {
    if (!(error instanceof BackendError)) throw error
    return <p role="alert" className="text-red-700">{reportBackendError(error).message}</p>
  }
  if (requests.length === 0) return <p className="text-slate-600">You have not sent a quote request or an express order yet.</p>
  return (
    <ol className="space-y-5">
      {requests.map((request) => (
        <li key={request.id}>
          <Request request={request} storeable={storeable.has(request.productSlug)} />
        </li>
      ))}
    </ol>
  )
}
