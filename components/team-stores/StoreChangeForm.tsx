'use client'

import { useActionState, useState } from 'react'
import { FormAlert } from '@/components/ui/FormField'
import { inputClass, labelClass, secondaryButtonClass } from '@/components/ui/form-classes'
import { formatMoney } from '@/lib/format/money'
import { countOf } from '@/lib/format/text'
import { IDLE, type FormAction } from '@/lib/forms/form-state'
import type { DescribedItem } from '@/lib/team-stores/describe'
import type { StoreChangeField } from '@/lib/team-stores/fields'
import { TEAM_STORE_MESSAGES } from '@/lib/team-stores/rules'
import { OfferedOptions } from './OfferedOptions'

type Change = 'extend' | 'minimum' | 'close' | 'accept' | 'cancel' | 'remove' | 'add-item' | 'remove-item' | 'invite' | 'remind' | 'link-off' | 'link-on' | 'retry-refund' | 'refunded-by-hand'

type Props = {
  action: FormAction<StoreChangeField, { action: string; count: number | null }>
  change: Change
  /** The store's, the entry's, the item's or the refund's id. */
  hidden: Partial<Record<'id' | 'entryId' | 'itemId' | 'refundId', string>>
  label: string
  /** The button's visible words where the label is read out in full (a row's Remove). */
  short?: string
  /** Why the change cannot be made yet (shown, the button disabled): the form stays, with what its last change said. */
  notYet?: string
  /** The store's minimum now, which the minimum's field starts from. */
  minPlayers?: number
  /** The products an item can be added for, at the shop's price for one; and whether one may still be every player's (before the first entry). */
  products?: readonly DescribedItem[]
  requiredAllowed?: boolean
}

/** What a change that cannot be undone asks before it is sent. */
const CONFIRM: Partial<Record<Change, string>> = {
  close: 'Close the store now? No player can order after this.',
  accept: 'Close the store now and make the order with the players who paid, fewer than its minimum?',
  cancel: 'Cancel the store? Every player who paid is refunded, and the store cannot open again.',
  remove: 'Remove this player? Their payment is refunded and their number is free again.',
  'refunded-by-hand': 'Record this refund as made by hand? The player is e-mailed that their money is refunded.',
}

/** What a change says once made. Removing, closing, cancelling, turning the link and handling a refund say themselves: the board shows the entry's, the refund's or the store's new state (their forms go, or are made anew). */
const DONE: Partial<Record<Change, (count: number) => string>> = {
  extend: () => 'The closing day is moved.',
  minimum: () => 'The minimum is changed.',
  'add-item': () => 'The item is added: players see it on the store’s page.',
  invite: (count) => (count > 0 ? `Invited: the link is on its way to ${countOf(count, 'new address', 'new addresses')}.` : 'Every one of these addresses was invited before: nothing was sent again.'),
  remind: (count) => (count > 0 ? `Reminders are on their way to ${countOf(count, 'address', 'addresses')}.` : 'Everyone invited has ordered: nobody to remind.'),
}

/** One change to a store from its board: a button, with a day or a note where the change takes one. */
export function StoreChangeForm({ action, change, hidden, label, short, notYet, minPlayers, products = [], requiredAllowed = false }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const invalid = state.status === 'rejected' ? state : null
  const message = invalid && (Object.values(invalid.errors)[0] ?? invalid.message)
  const fieldId = `store-change-${change}`
  // The product an item is added for: its options are offered beside it.
  const [productSlug, setProductSlug] = useState('')
  const chosen = products.find((product) => product.product.slug === productSlug)
  return (
    <form
      action={submit}
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        const question = CONFIRM[change]
        if (question && !window.confirm(question)) event.preventDefault()
      }}
    >
      <input type="hidden" name="action" value={change} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {message && <FormAlert tone="error">{message}</FormAlert>}
      {state.status === 'done' && DONE[change] && <FormAlert tone="success">{DONE[change](state.count ?? 0)}</FormAlert>}
      {change === 'extend' && (
        <div>
          <label htmlFor={fieldId} className={labelClass}>
            New closing day
          </label>
          <input id={fieldId} name="closingDay" type="date" className={`${inputClass} max-w-xs`} defaultValue={invalid?.values.closingDay} />
        </div>
      )}
      {change === 'minimum' && (
        <div>
          <label htmlFor={fieldId} className={labelClass}>
            Fewest players
          </label>
          <p id={`${fieldId}-hint`} className="text-sm text-slate-600">
            {TEAM_STORE_MESSAGES.minPlayersHint}
          </p>
          <input
            id={fieldId}
            name="minPlayers"
            inputMode="numeric"
            className={`${inputClass} max-w-32`}
            aria-describedby={`${fieldId}-hint`}
            aria-invalid={invalid?.errors.minPlayers ? true : undefined}
            defaultValue={invalid?.values.minPlayers ?? minPlayers}
          />
        </div>
      )}
      {change === 'add-item' && (
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <div>
            <label htmlFor={fieldId} className={labelClass}>
              Product
            </label>
            <select
              id={fieldId}
              name="productSlug"
              className={inputClass}
              value={productSlug}
              onChange={(event) => setProductSlug(event.target.value)}
              aria-invalid={invalid?.errors.productSlug ? true : undefined}
            >
              <option value="">Choose a product</option>
              {products.map((product) => (
                <option key={product.product.slug} value={product.product.slug}>
                  {product.product.name} ({product.options.length > 0 ? `from ${formatMoney(Math.min(...product.options.map((option) => option.priceCents)))}` : formatMoney(product.priceCents)})
                </option>
              ))}
            </select>
          </div>
          {chosen && (
            <div className="sm:col-span-2">
              <OfferedOptions key={chosen.product.slug} productName={chosen.product.name} options={chosen.options} idPrefix={fieldId} typed={invalid?.values} />
            </div>
          )}
          <div>
            <label htmlFor={`${fieldId}-markup`} className={labelClass}>
              Mark-up (optional)
            </label>
            <input id={`${fieldId}-markup`} name="markup" inputMode="decimal" placeholder="0.00" className={inputClass} defaultValue={invalid?.values.markup} aria-invalid={invalid?.errors.markup ? true : undefined} />
          </div>
          <label className="flex items-center gap-3 text-slate-800 sm:col-span-2">
            <input name="required" type="checkbox" className="size-5" disabled={!requiredAllowed} defaultChecked={invalid?.values.required === 'on'} aria-describedby={`${fieldId}-required-hint`} />
            Every player takes it
          </label>
          <p id={`${fieldId}-required-hint`} className="text-sm text-slate-600 sm:col-span-2">
            {requiredAllowed ? 'Otherwise each player chooses whether to add it.' : 'Players have entered already: an item added now is optional for each player.'}
          </p>
        </div>
      )}
      {change === 'invite' && (
        <div>
          <label htmlFor={fieldId} className={labelClass}>
            Players’ or parents’ e-mail addresses
          </label>
          <p id={`${fieldId}-hint`} className="text-sm text-slate-600">
            One a line, or separated by commas: up to 100 at a time. Each address gets the link once.
          </p>
          <textarea
            id={fieldId}
            name="emails"
            rows={4}
            className={inputClass}
            aria-describedby={`${fieldId}-hint`}
            aria-invalid={invalid?.errors.emails ? true : undefined}
            defaultValue={invalid?.values.emails}
          />
        </div>
      )}
      {change === 'refunded-by-hand' && (
        <div>
          <label htmlFor={fieldId} className={labelClass}>
            The refund’s reference in the payment provider’s dashboard
          </label>
          <input
            id={fieldId}
            name="reference"
            className={`${inputClass} max-w-xs`}
            maxLength={255}
            aria-invalid={invalid?.errors.reference ? true : undefined}
            defaultValue={invalid?.values.reference}
          />
        </div>
      )}
      {(change === 'close' || change === 'accept' || change === 'cancel') && (
        <div>
          <label htmlFor={fieldId} className={labelClass}>
            Note for the record (optional)
          </label>
          <input id={fieldId} name="note" className={inputClass} maxLength={2000} defaultValue={invalid?.values.note} />
        </div>
      )}
      {notYet && <p className="text-sm text-slate-700">{notYet}</p>}
      <button type="submit" disabled={pending || Boolean(notYet)} className={secondaryButtonClass} aria-label={short ? label : undefined}>
        {short ?? label}
      </button>
    </form>
  )
}
