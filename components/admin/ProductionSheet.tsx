import Link from 'next/link'
import { AddressLines } from '@/components/orders/AddressLines'
import { RosterTable } from '@/components/orders/RosterTable'
import { INBOX_KIND_LABELS } from '@/lib/admin/inbox-filters'
import type { WizardRequestDetail as Detail } from '@/lib/commerce/staff/wizard-requests'
import { sizeTallies } from '@/lib/roster/export'
import { routes } from '@/lib/routes'
import { statusLabel } from '@/lib/orders/workflow'
import { leagueLabel } from '@/lib/wizard/team-info'
import { linkClass } from './DetailParts'
import { PrintButton } from './PrintButton'
import { formatCalendarDate } from '@/lib/format/dates'
import { countOf } from '@/lib/format/text'

/** One labelled fact of the sheet. */
function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="break-inside-avoid">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-0.5 break-words whitespace-pre-line text-navy-950">{children || '—'}</dd>
    </div>
  )
}

/**
 * What the production floor works from, on one or two printed pages: the team, what to make and in
 * which design (with the logo and the approved mockup), where it goes and by when, the size totals
 * per garment, and the roster by jersey number. Nothing to fill in, and nothing about money.
 */
export function ProductionSheet({ detail, logoHref }: { detail: Detail; logoHref: string | null }) {
  const tallies = sizeTallies(detail.roster)
  const approved = detail.mockups.findLast((round) => round.decision === 'approved') ?? detail.teamStore?.mockup
  const wantedBy = detail.details?.targetDate
  return (
    <article aria-labelledby="sheet-title" className="space-y-6 bg-white p-6 ring-1 ring-slate-200 print:p-0 print:ring-0 sm:p-8">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-navy-950 pb-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Production sheet · {INBOX_KIND_LABELS[detail.kind]}</p>
          <h1 id="sheet-title" className="font-display text-3xl font-bold tracking-wide text-navy-950 uppercase">
            {detail.team.name} <span className="font-mono text-2xl">{detail.reference}</span>
          </h1>
          <p className="mt-1 text-lg text-navy-900">
            {detail.product} · {countOf(detail.roster.length, 'player')}
          </p>
        </div>
        <div className="flex flex-col items-end gap-2 print:hidden">
          <PrintButton>Print the sheet</PrintButton>
          <Link href={routes.adminOrder(detail.kind, detail.id)} className={linkClass}>
            Back to the order
          </Link>
        </div>
      </header>

      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Fact term="Wanted by">{wantedBy ? formatCalendarDate(wantedBy) : 'No date given'}</Fact>
        <Fact term="Status">{statusLabel(detail.status)}</Fact>
        <Fact term="League">{leagueLabel(detail.team.league) || detail.team.league}</Fact>
        <Fact term="Contact">{[detail.contact.name, detail.contact.phone].filter(Boolean).join(' · ')}</Fact>
      </dl>

      <section aria-labelledby="sheet-design" className="grid gap-6 break-inside-avoid sm:grid-cols-[1fr_auto]">
        <div>
          <h2 id="sheet-design" className="font-display text-xl font-bold tracking-wide text-navy-950 uppercase">
            Design
          </h2>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            {detail.design ? (
              <>
                <Fact term="Template">{detail.design.templateName || 'Designers’ choice'}</Fact>
                <Fact term="Collar">{detail.design.collarName || 'Designers’ choice'}</Fact>
                <Fact term="Colours">{`${detail.design.primaryColor} and ${detail.design.secondaryColor}`}</Fact>
                <Fact term="Design notes">{detail.design.designNotes}</Fact>
              </>
            ) : (
              <Fact term="Design">The product’s standard design (express order)</Fact>
            )}
            <Fact term="Logo notes">{detail.logo.notes}</Fact>
            {detail.details?.notes && <Fact term="Order notes">{detail.details.notes}</Fact>}
          </dl>
        </div>
        <div className="flex flex-wrap gap-4">
          {logoHref ? (
            <figure>
              {/* eslint-disable-next-line @next/next/no-img-element -- a private file, served to staff only */}
              <img src={logoHref} alt={`Logo of ${detail.team.name}`} className="max-h-40 w-auto max-w-[12rem] object-contain" />
              <figcaption className="mt-1 text-xs text-slate-600">Logo</figcaption>
            </figure>
          ) : (
            <p className="text-sm text-slate-600">No logo uploaded</p>
          )}
          {approved && approved.contentType !== 'application/pdf' && (
            <figure>
              {/* eslint-disable-next-line @next/next/no-img-element -- a private file, served to staff only */}
              <img src={routes.mockupFile(approved.id)} alt={`Approved mockup (round ${approved.round})`} className="max-h-56 w-auto max-w-[16rem] object-contain" />
              <figcaption className="mt-1 text-xs text-slate-600">Approved mockup, round {approved.round}</figcaption>
            </figure>
          )}
        </div>
      </section>

      <section aria-labelledby="sheet-sizes" className="break-inside-avoid">
        <h2 id="sheet-sizes" className="font-display text-xl font-bold tracking-wide text-navy-950 uppercase">
          Size totals
        </h2>
        {tallies.length === 0 ? (
          <p className="mt-2 text-slate-600">No sizes chosen yet.</p>
        ) : (
          <table className="mt-3 text-left text-sm">
            <tbody className="divide-y divide-slate-200">
              {tallies.map((tally) => (
                <tr key={tally.garment}>
                  <th scope="row" className="py-1.5 pr-4 font-semibold text-navy-950">
                    {tally.garment} ({tally.total})
                  </th>
                  <td className="py-1.5 text-navy-950">{tally.counts.map(({ size, count }) => `${size} × ${count}`).join(' · ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="sheet-roster">
        <h2 id="sheet-roster" className="font-display text-xl font-bold tracking-wide text-navy-950 uppercase">
          Roster, by number
        </h2>
        <div className="mt-3">
          <RosterTable players={detail.roster} label="Roster by number" />
        </div>
      </section>

      <section aria-labelledby="sheet-delivery" className="break-inside-avoid">
        <h2 id="sheet-delivery" className="font-display text-xl font-bold tracking-wide text-navy-950 uppercase">
          Ship to
        </h2>
        <div className="mt-2 text-navy-950">
          {detail.teamStore?.parcels ? (
            <p>
              Each player’s own address, in a parcel of its own: see the{' '}
              <Link href={routes.adminPackingSlips(detail.teamStore.id)} className={linkClass}>
                packing slips of team store {detail.teamStore.reference}
              </Link>
              .
            </p>
          ) : detail.delivery ? (
            <AddressLines address={detail.delivery} />
          ) : (
            <p>No delivery address yet</p>
          )}
        </div>
      </section>
    </article>
  )
}
