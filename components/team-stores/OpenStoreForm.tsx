'use client'

import { useActionState, useState } from 'react'
import { addressErrorSummary, AddressFields, addressPart } from '@/components/orders/AddressFields'
import { FormAlert, FormField } from '@/components/ui/FormField'
import { inputClass, labelClass, primaryButtonClass } from '@/components/ui/form-classes'
import { listOf } from '@/lib/format/text'
import { Price } from '@/components/ui/Price'
import type { DescribedItem } from '@/lib/team-stores/describe'
import { CHECK_THE_FIELDS, errorSummary, IDLE, type FormAction } from '@/lib/forms/form-state'
import { OPEN_STORE_FIELDS, type OpenStoreField } from '@/lib/team-stores/fields'
import { SHIPS_TO, shipsToText } from '@/lib/team-stores/delivery'
import { shipsAboutClosingDay, TEAM_STORE_LIMITS, TEAM_STORE_MESSAGES } from '@/lib/team-stores/rules'
import { OfferedOptions } from './OfferedOptions'

type Props = {
  action: FormAction<OpenStoreField>
  /** The product the store opens for, its options and prices as the content has them now. */
  item: DescribedItem
  /** The signed-in manager's name and e-mail, to start from. */
  contact: { name: string; email: string }
  /** What each player pays for their own parcel if the store ships to each player; 0 when the shop does not offer it. */
  playerShippingCents: number
  /** The shop's standard lead time, in days after closing: when the order ships is said from the day chosen. */
  standardOrderDays: number
  /** The closing days the shop takes, as YYYY-MM-DD: the date box's bounds. */
  closingDays: { earliest: string; latest: string }
  /** The manager's own order the store starts from: its team and colours to start from, its design, approved mockup and logo kept. */
  from?: { kind: 'quote' | 'express'; id: string; reference: string; teamName: string; primaryColor?: string; secondaryColor?: string; designNotes?: string; hasLogo: boolean; hasMockup: boolean }
}

/** The fields apart from the delivery address, in the error summary's order. */
const OWN_FIELDS = OPEN_STORE_FIELDS.filter((field) => !field.startsWith('delivery.'))

/** The manager's form opening a team store for one product: the team, colours, mark-up, minimum, closing day and where the order goes. */
export function OpenStoreForm({ action, item, contact, playerShippingCents, standardOrderDays, closingDays, from }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const kept = from ? [from.kind === 'quote' ? 'design' : 'team', ...(from.hasMockup ? ['approved mockup'] : []), ...(from.hasLogo ? ['logo'] : [])] : []
  // The day chosen, for when the order would ship.
  const [closingDay, setClosingDay] = useState('')
  const invalid = state.status === 'rejected' ? state : null
  const value = (field: OpenStoreField, fallback = '') => invalid?.values[field] ?? fallback
  const ships = shipsAboutClosingDay(closingDay || value('closingDay'), standardOrderDays)
  const summary = invalid ? [...errorSummary(invalid.errors, OWN_FIELDS).map(({ id, message }) => ({ id: `store-${id}`, message })), ...addressErrorSummary(invalid.errors, 'delivery', 'store-delivery')] : []
  return (
    <form action={submit} noValidate className="space-y-6" key={invalid ? JSON.stringify(invalid.values) : 'new'}>
      {invalid && (
        <FormAlert tone="error" fieldErrors={summary}>
          {invalid.errors.productSlug ?? invalid.message ?? CHECK_THE_FIELDS}
        </FormAlert>
      )}
      <input type="hidden" name="productSlug" value={item.product.slug} />
      {from && (
        <>
          <input type="hidden" name="fromKind" value={from.kind} />
          <input type="hidden" name="fromId" value={from.id} />
          <p className="rounded-lg bg-ice-50 p-4 text-slate-800" data-testid="store-from">
            Started from your {from.kind === 'quote' ? 'quote request' : 'express order'} <span className="font-mono">{from.reference}</span>: its{' '}
            {listOf(kept)} {kept.length > 1 ? 'go' : 'goes'} with the store.
          </p>
        </>
      )}
      <p className="text-slate-700">
        Each player pays <Price cents={item.priceCents} /> for the {item.product.name}
        {item.options.length > 1 && ' (or the price of the option they choose, if you offer more than one)'}, plus any mark-up you add for the team.
        Once the store is open, you can add more items to its board (socks, pant shells, a bag), each for every player or for those who choose it.
      </p>
      <OfferedOptions productName={item.product.name} options={item.options} idPrefix="store" typed={invalid?.values} error={invalid?.errors['offer.0']} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="store-teamName" label="Team name" error={invalid?.errors.teamName}>
          {(control) => <input {...control} name="teamName" defaultValue={value('teamName', from?.teamName)} className={inputClass} maxLength={80} autoComplete="organization" />}
        </FormField>
        <FormField id="store-contactName" label="Your name" error={invalid?.errors.contactName}>
          {(control) => <input {...control} name="contactName" defaultValue={value('contactName', contact.name)} className={inputClass} maxLength={120} autoComplete="name" />}
        </FormField>
        <FormField id="store-contactEmail" label="Your e-mail" error={invalid?.errors.contactEmail}>
          {(control) => <input {...control} name="contactEmail" type="email" defaultValue={value('contactEmail', contact.email)} className={inputClass} autoComplete="email" />}
        </FormField>
      </div>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={labelClass}>Team colours</legend>
        {(['primaryColor', 'secondaryColor'] as const).map((field) => (
          <div key={field}>
            <label htmlFor={`store-${field}`} className="text-sm text-slate-700">
              {field === 'primaryColor' ? 'Main colour' : 'Trim colour'}
            </label>
            <input id={`store-${field}`} name={field} type="color" defaultValue={value(field, (field === 'primaryColor' ? from?.primaryColor : from?.secondaryColor) ?? (field === 'primaryColor' ? '#003360' : '#00A0DF'))} className="mt-1 block h-11 w-16 cursor-pointer rounded-md border border-slate-300 bg-white p-1" />
          </div>
        ))}
      </fieldset>
      <FormField id="store-designNotes" label="Design notes for the players and our designers (optional)" error={invalid?.errors.designNotes}>
        {(control) => <textarea {...control} name="designNotes" defaultValue={value('designNotes', from?.designNotes)} className={inputClass} rows={3} maxLength={2000} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField id="store-markup" label="Mark-up per player (optional)" hint="Added to each player's price for the team's fundraising." error={invalid?.errors.markup}>
          {(control) => <input {...control} name="markup" defaultValue={value('markup')} className={inputClass} inputMode="decimal" placeholder="0.00" />}
        </FormField>
        <FormField id="store-minPlayers" label="Fewest players" hint={TEAM_STORE_MESSAGES.minPlayersHint} error={invalid?.errors.minPlayers}>
          {(control) => <input {...control} name="minPlayers" defaultValue={value('minPlayers', '8')} className={inputClass} inputMode="numeric" maxLength={3} />}
        </FormField>
        <FormField id="store-closingDay" label="Closing day" hint={`The store closes at the end of this day, at least ${TEAM_STORE_LIMITS.minDaysOpen} days from now.`} error={invalid?.errors.closingDay}>
          {(control) => (
            <input
              {...control}
              name="closingDay"
              type="date"
              min={closingDays.earliest}
              max={closingDays.latest}
              defaultValue={value('closingDay')}
              onChange={(event) => setClosingDay(event.target.value)}
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      {ships && (
        <p className="text-slate-700" data-testid="store-ships">
          Your order ships: {ships}.
        </p>
      )}
      {playerShippingCents > 0 ? (
        <fieldset className="space-y-2">
          <legend className="font-semibold text-navy-900">Where does the kit go?</legend>
          {invalid?.errors.shipsTo && <p className="text-sm font-medium text-red-700">{invalid.errors.shipsTo}</p>}
          {SHIPS_TO.map((choice) => (
            <label key={choice} className="flex items-start gap-3 text-slate-800">
              <input type="radio" name="shipsTo" value={choice} defaultChecked={value('shipsTo', 'manager') === choice} className="mt-1 size-5" />
              <span>{shipsToText({ shipsTo: choice, playerShippingCents })}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <input type="hidden" name="shipsTo" value="manager" />
      )}
      <fieldset>
        <legend className="font-semibold text-navy-900">Where should we send the order?</legend>
        <p className="mt-1 text-sm text-slate-600">
          The whole team’s delivery, to the United States or Canada{playerShippingCents > 0 ? ', unless each player’s kit goes to their own address; late players’ orders come here either way' : ''}.
        </p>
        <div className="mt-3">
          <AddressFields prefix="delivery" idPrefix="store-delivery" values={addressPart(invalid?.values, 'delivery')} errors={addressPart(invalid?.errors, 'delivery')} autocompleteSection="shipping" fullNameLabel="Who receives it (full name)" />
        </div>
      </fieldset>
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {pending ? 'Opening…' : 'Open the team store'}
      </button>
    </form>
  )
}
