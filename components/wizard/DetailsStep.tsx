'use client'

import { FormField } from '@/components/ui/FormField'
import { inputClass } from '@/components/ui/form-classes'
import { Price } from '@/components/ui/Price'
import { tierPriceCents, type PriceTier } from '@/lib/pricing/pricing'
import { deliveryOutlook, MAX_NOTES_LENGTH, parseEstimatedQuantity } from '@/lib/wizard/details'
import type { OrderDetails } from '@/lib/wizard/draft'
import type { WizardContent } from '@/lib/wizard/content'
import { countOf } from '@/lib/format/text'

type Props = {
  details: OrderDetails
  errors: Partial<Record<keyof OrderDetails, string>>
  /** The earliest date allowed, YYYY-MM-DD in the team's own calendar. */
  today: string
  /** Players on the roster: the quantity when none is typed. */
  playerCount: number
  tiers: readonly PriceTier[] | null
  terms: WizardContent['terms']
  notes: { rush: string; tooSoon: string }
  onChange: (details: OrderDetails) => void
}

const tierRange = (tier: PriceTier) => (tier.maxQuantity === null ? `${tier.minQuantity}+` : tier.minQuantity === tier.maxQuantity ? `${tier.minQuantity}` : `${tier.minQuantity}-${tier.maxQuantity}`)

/** How many, by when, and anything else: with the quantity price that applies and what the date means for production. */
export function DetailsStep({ details, errors, today, playerCount, tiers, terms, notes, onChange }: Props) {
  const typed = parseEstimatedQuantity(details.estimatedQuantity)
  const quantity = typed !== null && !Number.isNaN(typed) ? typed : playerCount
  const unitCents = tiers?.length ? tierPriceCents(tiers, Math.max(quantity, 1)) : null
  const outlook = deliveryOutlook(details.targetDate, today, terms)
  const set = (field: keyof OrderDetails, value: string) => onChange({ ...details, [field]: value })

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
      <div className="space-y-5">
        <FormField id="details-quantity" label="Estimated quantity" hint={`Leave blank to use your roster (${playerCount}).`} error={errors.estimatedQuantity}>
          {(aria) => (
            <input {...aria} name="estimatedQuantity" inputMode="numeric" autoComplete="off" value={details.estimatedQuantity} onChange={(event) => set('estimatedQuantity', event.target.value)} className={`${inputClass} max-w-40`} />
          )}
        </FormField>
        <FormField id="details-date" label="Target in-hands date (optional)" error={errors.targetDate}>
          {(aria) => <input {...aria} name="targetDate" type="date" min={today} value={details.targetDate} onChange={(event) => set('targetDate', event.target.value)} className={`${inputClass} max-w-56`} />}
        </FormField>
        {!errors.targetDate && (outlook === 'rush' || outlook === 'too-soon') && (
          <p role="status" data-testid="delivery-outlook" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {outlook === 'rush' ? notes.rush : notes.tooSoon}
          </p>
        )}
        <FormField id="details-notes" label="Additional notes (optional)" error={errors.additionalNotes}>
          {(aria) => (
            <textarea {...aria} name="additionalNotes" rows={4} maxLength={MAX_NOTES_LENGTH} value={details.additionalNotes} onChange={(event) => set('additionalNotes', event.target.value)} className={inputClass} />
          )}
        </FormField>
      </div>

      {tiers && tiers.length > 0 && (
        <section aria-labelledby="details-tiers" className="h-fit rounded-lg border border-slate-200 bg-slate-50 p-5">
          <h3 id="details-tiers" className="font-display text-lg font-bold tracking-wide text-navy-900 uppercase">
            Quantity pricing
          </h3>
          <table className="mt-3 w-full text-sm">
            <thead>
              <tr className="text-left text-slate-600">
                <th className="py-1 font-semibold">Quantity</th>
                <th className="py-1 text-right font-semibold">Each</th>
              </tr>
            </thead>
            <tbody>
              {tiers.map((tier) => {
                const applies = tierPriceCents([tier], Math.max(quantity, 1)) !== null
                return (
                  <tr key={tierRange(tier)} aria-current={applies || undefined} className={applies ? 'bg-ice-100 font-bold text-navy-900' : ''}>
                    <td className="px-1 py-1">{tierRange(tier)}</td>
                    <td className="px-1 py-1 text-right">
                      <Price cents={tier.priceCents} />
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
          {unitCents !== null && (
            <p className="mt-3 text-sm text-slate-700" data-testid="details-tier-price">
              At {countOf(quantity, 'item')}: about <Price cents={unitCents} /> each. Your quote confirms the final price.
            </p>
          )}
        </section>
      )}
    </div>
  )
}
