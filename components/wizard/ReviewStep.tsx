import type { ReactNode } from 'react'
import { rosteredPlayers } from '@/lib/roster/roster'
import { parseEstimatedQuantity } from '@/lib/wizard/details'
import { WIZARD_STEPS, type QuoteDraft } from '@/lib/wizard/draft'
import { leagueLabel } from '@/lib/wizard/team-info'
import type { ChosenLogo } from './LogoPicker'
import type { WizardContent, WizardProduct } from '@/lib/wizard/content'
import { formatCalendarDate } from '@/lib/format/dates'
import { countOf } from '@/lib/format/text'

type Props = {
  draft: QuoteDraft
  product: WizardProduct
  content: WizardContent
  logo: ChosenLogo | null
  /** Goes back to a step to change it. */
  onEdit: (step: number) => void
}

const NOT_PROVIDED = <span className="text-slate-500 italic">Not provided</span>

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-navy-900">{children}</dd>
    </div>
  )
}

function Swatch({ color }: { color: string }) {
  return (
    <span className="mr-4 inline-flex items-center gap-2">
      <span className="inline-block size-5 rounded border border-slate-300" style={{ backgroundColor: color }} aria-hidden="true" />
      <span className="font-mono text-sm">{color}</span>
    </span>
  )
}

/** Everything the quote request will send, in sections the team can go back and change. */
export function ReviewStep({ draft, product, content, logo, onEdit }: Props) {
  const stepIndex = (id: string) => WIZARD_STEPS.quote.findIndex((step) => step.id === id)
  const players = rosteredPlayers(draft.players)
  const quantity = parseEstimatedQuantity(draft.details.estimatedQuantity)
  const template = content.templates.find((t) => t._id === draft.design.templateId)
  const collar = content.terms.collarStyles.find((c) => c._key === draft.design.collarStyle)

  const section = (title: string, step: string, children: ReactNode) => (
    <section aria-label={title} className="rounded-lg border border-slate-200 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-4">
        <h3 className="font-display text-lg font-bold tracking-wide text-navy-900 uppercase">{title}</h3>
        <button type="button" onClick={() => onEdit(stepIndex(step))} className="text-sm font-semibold text-sky-800 underline underline-offset-4">
          Edit<span className="sr-only"> {title.toLowerCase()}</span>
        </button>
      </div>
      <dl className="mt-2 divide-y divide-slate-100">{children}</dl>
    </section>
  )

  return (
    <div className="space-y-5">
      {section(
        'Your request',
        'team',
        <>
          <Row label="Team name">{draft.teamInfo.teamName.trim() || NOT_PROVIDED}</Row>
          <Row label="Product">{product.name}</Row>
          <Row label="Estimated quantity">{quantity && !Number.isNaN(quantity) ? quantity : players.length > 0 ? `${players.length} (your roster)` : NOT_PROVIDED}</Row>
        </>,
      )}
      {section(
        'Team information',
        'team',
        <>
          <Row label="League">{leagueLabel(draft.teamInfo.league) || NOT_PROVIDED}</Row>
          <Row label="Contact">{draft.teamInfo.contactName || NOT_PROVIDED}</Row>
          <Row label="Email">{draft.teamInfo.contactEmail || NOT_PROVIDED}</Row>
          <Row label="Phone">{draft.teamInfo.contactPhone || NOT_PROVIDED}</Row>
        </>,
      )}
      {section(
        'Design',
        'design',
        <>
          <Row label="Template">{template?.name ?? 'Plain jersey'}</Row>
          <Row label="Colors">
            <Swatch color={draft.design.primaryColor} />
            <Swatch color={draft.design.secondaryColor} />
          </Row>
          <Row label="Collar">{collar?.title ?? 'Designer’s choice'}</Row>
          <Row label="Logo">{logo ? logo.file.name : 'No logo'}</Row>
          {draft.logoNotes.trim() && <Row label="Logo notes">{draft.logoNotes}</Row>}
          <Row label="Design notes">{draft.design.designNotes.trim() || NOT_PROVIDED}</Row>
        </>,
      )}
      {section(
        'Roster',
        'roster',
        <Row label="Players">
          {countOf(players.length, 'player')}
          {players.length > 0 && (
            <span className="mt-1 block text-sm text-slate-600">
              {players
                .slice(0, 8)
                .map((player) => [player.number && `#${player.number}`, player.name].filter(Boolean).join(' '))
                .join(', ')}
              {players.length > 8 && ` and ${players.length - 8} more`}
            </span>
          )}
        </Row>,
      )}
      {section(
        'Order details',
        'details',
        <>
          <Row label="In-hands date">{draft.details.targetDate ? formatCalendarDate(draft.details.targetDate) : NOT_PROVIDED}</Row>
          <Row label="Notes">{draft.details.additionalNotes.trim() || NOT_PROVIDED}</Row>
        </>,
      )}
    </div>
  )
}
