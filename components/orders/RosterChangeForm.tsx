'use client'

import Link from 'next/link'
import { startTransition, useActionState, useState, type FormEvent } from 'react'
import { FormAlert, FormField } from '@/components/ui/FormField'
import { inputClass, primaryButtonClass } from '@/components/ui/form-classes'
import { Price } from '@/components/ui/Price'
import { RosterStep } from '@/components/wizard/RosterStep'
import { CHECK_THE_FIELDS, IDLE, type FormAction } from '@/lib/forms/form-state'
import { customerMayReprice, expressRosterPrice, ROSTER_CHANGE_LIMITS, type RosterChangeField, type RosterToChange } from '@/lib/orders/roster-change'
import { describeRosterChanges, hasRosterChanges, rosterChanges } from '@/lib/roster/changes'
import type { Player } from '@/lib/roster/player'
import { rosteredPlayers } from '@/lib/roster/roster'
import { countOf } from '@/lib/format/text'

type Props = {
  action: FormAction<RosterChangeField, { players: number }>
  order: RosterToChange
  /** Staff may leave the customer's refund to the history, and move a quote's price. */
  reader: 'customer' | 'staff'
  backHref: string
  backLabel: string
}

/** What the change does to the price, as the roster is edited: the database prices it again as it saves. */
function PriceEffect({ order, players, reader }: { order: RosterToChange; players: number; reader: Props['reader'] }) {
  const { pricing } = order
  if (pricing.kind === 'quote') {
    return reader === 'staff' ? (
      <p className="text-slate-700" data-testid="roster-price">
        The quote’s total is <Price cents={pricing.totalCents} className="font-semibold text-navy-900" />, <Price cents={pricing.paidCents} /> paid: a price difference below moves it.
      </p>
    ) : (
      <p className="text-slate-700">Your quote’s price stays as accepted. If the number of players changes, we will confirm any difference with you before production.</p>
    )
  }
  const price = expressRosterPrice(pricing, players)
  return (
    <div className="space-y-2 text-slate-700" data-testid="roster-price">
      <p>
        <Price cents={pricing.pricePerPlayerCents} /> a player, as ordered: the total is <Price cents={price.subtotalCents} className="font-semibold text-navy-900" />
        {price.differenceCents > 0 && (
          <>
            , <Price cents={price.differenceCents} /> more, added to the balance{reader === 'customer' ? ' you pay before it ships' : ''}.
          </>
        )}
        {price.differenceCents < 0 && (
          <>
            , <Price cents={-price.differenceCents} /> less.
          </>
        )}
        {price.differenceCents === 0 && '.'}
      </p>
      {/* The rule that disables the customer's Save button, said to both readers. */}
      {!customerMayReprice(price) && (
        <p className="font-semibold text-amber-900">
          {reader === 'customer' ? (
            <>
              That is less than the <Price cents={pricing.paidCents} /> already paid: please contact us to remove players, and we will refund the difference.
            </>
          ) : (
            <>
              <Price cents={pricing.paidCents} /> has been paid: refund <Price cents={price.overpaidCents} /> to the customer from the payment provider.
            </>
          )}
        </p>
      )}
    </div>
  )
}

/** The roster of a paid order, changed before production by its customer or by staff, with what the change costs. */
export function RosterChangeForm({ action, order, reader, backHref, backLabel }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const [players, setPlayers] = useState<Player[]>(order.roster)
  const invalid = state.status === 'rejected' ? state : null
  const rostered = rosteredPlayers(players)
  const changes = rosterChanges(order.roster, rostered)
  const lines = describeRosterChanges(changes)
  const refused = reader === 'customer' && order.pricing.kind === 'express' && !customerMayReprice(expressRosterPrice(order.pricing, rostered.length))
  const movesPrice = reader === 'staff' && order.pricing.kind === 'quote'
  const problem = invalid && (invalid.errors.id ?? invalid.errors.kind ?? invalid.errors.previous ?? invalid.errors.roster)

  // Sent by hand, not as the form's action: React resets a form once its action settles, which would
  // put the roster's selects back to their first option while the roster held in state keeps the sizes.
  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    startTransition(() => submit(form))
  }

  if (state.status === 'done') {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">
          The roster is saved: {countOf(state.players, 'player')}. {reader === 'customer' ? 'We have e-mailed you the change.' : 'The customer is e-mailed the change.'}
        </FormAlert>
        <Link href={backHref} className="inline-block font-semibold text-sky-700 underline">
          {backLabel}
        </Link>
      </div>
    )
  }

  return (
    <form onSubmit={send} noValidate className="space-y-6">
      {invalid && <FormAlert tone="error">{problem ?? invalid.message ?? CHECK_THE_FIELDS}</FormAlert>}
      <input type="hidden" name="kind" value={order.kind} />
      <input type="hidden" name="id" value={order.id} />
      <input type="hidden" name="previous" value={JSON.stringify(order.roster)} />
      <input type="hidden" name="roster" value={JSON.stringify(players)} />
      <RosterStep players={players} teamName={order.teamName} onChange={setPlayers} savedTeams={reader === 'customer'} />

      <section aria-labelledby="roster-changes" className="space-y-3 rounded-lg bg-ice-50 p-4 ring-1 ring-slate-200">
        <h2 id="roster-changes" className="font-semibold text-navy-900">
          {reader === 'customer' ? 'Your changes' : 'The changes'}
        </h2>
        {hasRosterChanges(changes) ? (
          <ul className="list-disc space-y-1 pl-5 text-slate-700" data-testid="roster-changes">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">None yet: edit a player, or add or remove one.</p>
        )}
        <PriceEffect order={order} players={rostered.length} reader={reader} />
      </section>

      {movesPrice && (
        <FormField
          id="roster-price-change"
          label="Price difference (optional)"
          hint="In dollars, up or down, such as +89 or -45. It moves the quote’s total and the balance due."
          error={invalid?.errors.priceChange}
        >
          {(control) => <input {...control} name="priceChange" inputMode="decimal" defaultValue={invalid?.values.priceChange ?? ''} className={`${inputClass} max-w-48`} />}
        </FormField>
      )}
      <FormField
        id="roster-note"
        label={reader === 'staff' ? 'Why (for the history, and the customer’s e-mail)' : 'A note for us (optional)'}
        hint={reader === 'staff' ? 'Such as “The coach called on Dec 2: two players added”.' : undefined}
        error={invalid?.errors.note}
      >
        {(control) => <textarea {...control} name="note" rows={2} maxLength={ROSTER_CHANGE_LIMITS.note} defaultValue={invalid?.values.note ?? ''} className={inputClass} />}
      </FormField>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={pending || refused} className={primaryButtonClass}>
          {pending ? 'Saving…' : 'Save the roster'}
        </button>
        <Link href={backHref} className="font-semibold text-sky-700 underline">
          {backLabel}
        </Link>
      </div>
    </form>
  )
}
