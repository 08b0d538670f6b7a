'use client'

import Link from 'next/link'
import { useState, useTransition } from 'react'
import useSWR from 'swr'
import { useCardPayment } from '@/components/payments/useCardPayment'
import { usePaymentConfig } from '@/components/payments/usePaymentConfig'
import { JerseyPreview } from '@/components/wizard/JerseyPreview'
import { FormAlert, FormField } from '@/components/ui/FormField'
import { inputClass, primaryButtonClass } from '@/components/ui/form-classes'
import { Price } from '@/components/ui/Price'
import type { EnteredStore } from '@/lib/actions/team-stores'
import { CHECK_THE_FIELDS, errorSummary, type FormAction } from '@/lib/forms/form-state'
import type { FormErrors } from '@/lib/forms/parse-form'
import { MAX_NAME_LENGTH } from '@/lib/roster/player'
import { routes } from '@/lib/routes'
import { ENTRY_FIELDS, optionField, sizeField, takeField, type EntryField } from '@/lib/team-stores/fields'
import { choosesOption, itemsKey, linesAmountCents, type StoreItem } from '@/lib/team-stores/items'
import { addressErrorSummary, AddressFields, addressPart } from '@/components/orders/AddressFields'
import type { ShipsTo } from '@/lib/team-stores/delivery'
import { ItemOptionField } from './ItemOptionField'
import { ItemPrice } from './ItemPrice'
import { isSized, ItemSizeField } from './ItemSizeField'

type Props = {
  action: FormAction<EntryField, EnteredStore>
  linkToken: string
  teamName: string
  primaryColor: string
  secondaryColor: string
  /** What the store offers, in its order. */
  items: readonly StoreItem[]
  /** What the content says of each option, by item and option (optionDescriptions). */
  optionNotes: Readonly<Record<string, Readonly<Record<string, string>>>>
  /** Where the kit goes: to each player's address, the player pays `playerShippingCents` for their parcel. */
  shipsTo: ShipsTo
  playerShippingCents: number
  /** The numbers taken when the page was made; the form asks again as the player types. */
  takenNumbers: string[]
}

type Typed = Record<EntryField, string>

const fetchNumbers = async (url: string) => {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return ((await response.json()) as { numbers: string[] }).numbers
}

/** What the form starts with: every field blank, each required item taken. */
function blankEntry(linkToken: string, items: readonly StoreItem[]): Typed {
  const typed = Object.fromEntries(ENTRY_FIELDS.map((field) => [field, ''])) as Typed
  for (const item of items) if (item.required) typed[takeField(item.position)] = 'on'
  // As the address's country select starts.
  return { ...typed, store: linkToken, items: itemsKey(items), 'delivery.country': 'US' }
}

/**
 * A player's entry and payment: nameplate, number (a number taken is said as it is typed, and the
 * server refuses it again), the items they take with a size for each, and an e-mail, then the card. The first Pay makes the entry, which
 * holds the number while the card is charged; a declined card is tried again on the same entry,
 * so its fields stay as they were sent.
 */
export function StoreEntryForm({ action, linkToken, teamName, primaryColor, secondaryColor, items, optionNotes, shipsTo, playerShippingCents, takenNumbers }: Props) {
  const [typed, setTyped] = useState<Typed>(() => blankEntry(linkToken, items))
  const [errors, setErrors] = useState<FormErrors<EntryField>>({})
  const [message, setMessage] = useState<string | null>(null)
  const [entered, setEntered] = useState<EnteredStore | null>(null)
  const [paid, setPaid] = useState(false)
  const [paying, startPaying] = useTransition()
  const taken = (item: StoreItem) => typed[takeField(item.position)] === 'on'
  // What the items ticked cost in the options chosen (one not chosen yet counts at its item's first), as the server works it out again; once entered, what the entry holds.
  const shippingCents = shipsTo === 'players' ? playerShippingCents : 0
  const lines = items.filter(taken).map((item) => ({ itemId: item.id, option: (choosesOption(item) && typed[optionField(item.position)]) || (item.options[0]?.key ?? '') }))
  const amountCents = entered?.amountCents ?? linesAmountCents(items, lines) + shippingCents
  const card = useCardPayment(usePaymentConfig(), { amountCents, locked: paying })
  const { data: numbersTaken = takenNumbers } = useSWR(entered ? null : routes.teamStoreNumbers(linkToken), fetchNumbers, { fallbackData: takenNumbers, refreshInterval: 20_000 })
  const number = typed.number.trim()
  const numberTaken = !entered && number !== '' && numbersTaken.includes(number)
  const setField = (field: EntryField, value: string) => setTyped((current) => ({ ...current, [field]: value }))
  const set = (field: EntryField) => (event: { target: { value: string } }) => setField(field, event.target.value)

  async function pay() {
    setMessage(null)
    // Checked first, before anything else is awaited: a wallet payment needs the click still live.
    const problem = await card.check()
    if (problem) return setMessage(problem)
    startPaying(async () => {
      let start = entered
      if (!start) {
        const form = new FormData()
        for (const field of ENTRY_FIELDS) form.set(field, typed[field] ?? '')
        const answer = await action({ status: 'idle' }, form)
        if (answer.status !== 'done') {
          if (answer.status === 'rejected') {
            setErrors(answer.errors)
            setMessage(answer.message ?? CHECK_THE_FIELDS)
          }
          return
        }
        setErrors({})
        start = { payment: answer.payment, editToken: answer.editToken, amountCents: answer.amountCents }
        setEntered(start)
      }
      const confirmed = await card.confirm(start.payment, { name: typed.name.trim(), email: typed.email.trim() })
      if (!confirmed.ok) return setMessage(confirmed.error)
      setPaid(true)
    })
  }

  if (paid && entered) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">
          Thank you: your payment of <Price cents={entered.amountCents} /> went through, and number {number} is yours.
        </FormAlert>
        <p className="text-slate-700">
          Keep this link to see your entry, or to change your nameplate or size until the store closes:{' '}
          <Link href={routes.teamStoreEntry(entered.editToken)} className="font-semibold break-all text-sky-700 underline">
            your entry
          </Link>
          .
        </p>
      </div>
    )
  }

  const summary = [
    ...errorSummary(errors, ENTRY_FIELDS.filter((field) => !field.startsWith('delivery.'))).map(({ id, message: text }) => ({ id: `entry-${id}`, message: text })),
    ...addressErrorSummary(errors, 'delivery', 'entry-delivery'),
  ]
  const locked = entered !== null || paying
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_minmax(0,22rem)]">
      <div className="space-y-5">
        {message && (
          <FormAlert tone="error" fieldErrors={summary}>
            {message}
          </FormAlert>
        )}
        {entered && <FormAlert tone="info">Number {number} is held for you while you pay. If your card was declined, try it again or use another card.</FormAlert>}
        <FormField id="entry-name" label="Name on the nameplate" error={errors.name}>
          {(control) => <input {...control} className={inputClass} value={typed.name} onChange={set('name')} maxLength={MAX_NAME_LENGTH} autoComplete="off" disabled={locked} />}
        </FormField>
        <FormField id="entry-number" label="Number" hint="Up to 3 digits." error={errors.number ?? (numberTaken ? `Number ${number} is taken. Please choose another number.` : undefined)}>
          {(control) => <input {...control} className={inputClass} value={typed.number} onChange={set('number')} inputMode="numeric" maxLength={3} autoComplete="off" disabled={locked} />}
        </FormField>
        <fieldset className="space-y-4">
          <legend className="font-semibold text-navy-900">Your kit</legend>
          {errors[takeField(items[0]?.position ?? 0)] && <p className="text-sm font-medium text-red-700">{errors[takeField(items[0]?.position ?? 0)]}</p>}
          {items.map((item) => (
            <div key={item.id} className="space-y-2">
              {item.required ? (
                <p className="text-slate-800">
                  {item.productName}
                  <PriceBesideName item={item} />
                </p>
              ) : (
                <label className="flex items-center gap-3 text-slate-800">
                  <input
                    id={`entry-${takeField(item.position)}`}
                    type="checkbox"
                    className="size-5"
                    checked={taken(item)}
                    onChange={(event) => setField(takeField(item.position), event.target.checked ? 'on' : '')}
                    disabled={locked}
                  />
                  <span>
                    Add {item.productName}
                    <PriceBesideName item={item} />
                  </span>
                </label>
              )}
              {choosesOption(item) && taken(item) && (
                <ItemOptionField item={item} notes={optionNotes[item.id] ?? {}} idPrefix="entry" value={typed[optionField(item.position)] ?? ''} onChange={(option) => setField(optionField(item.position), option)} error={errors[optionField(item.position)]} disabled={locked} />
              )}
              {isSized(item) && taken(item) && (
                <ItemSizeField item={item} idPrefix="entry" value={typed[sizeField(item.position)] ?? ''} onChange={(size) => setField(sizeField(item.position), size)} error={errors[sizeField(item.position)]} disabled={locked} />
              )}
            </div>
          ))}
        </fieldset>
        <FormField id="entry-email" label="Your e-mail" hint="For your receipt and your entry's link." error={errors.email}>
          {(control) => <input {...control} type="email" className={inputClass} value={typed.email} onChange={set('email')} autoComplete="email" disabled={locked} />}
        </FormField>
        {shipsTo === 'players' && (
          <fieldset className="space-y-3" onChange={(event) => {
            // The address's inputs, each named as its field: kept with what the form sends.
            const input = event.target
            if ((input instanceof HTMLInputElement || input instanceof HTMLSelectElement) && input.name.startsWith('delivery.')) setField(input.name as EntryField, input.value)
          }}>
            <legend className="font-semibold text-navy-900">Where we send your kit</legend>
            <p className="text-sm text-slate-600">
              Your kit comes to this address in a parcel of its own: shipping is <Price cents={shippingCents} />, in the price below.
            </p>
            <AddressFields prefix="delivery" idPrefix="entry-delivery" values={addressPart(typed, 'delivery')} errors={addressPart(errors, 'delivery')} autocompleteSection="shipping" fullNameLabel="Who receives it (full name)" disabled={locked} />
          </fieldset>
        )}
        {card.fields}
        <button type="button" onClick={() => void pay()} disabled={paying || numberTaken} className={primaryButtonClass}>
          {paying ? 'Paying…' : (
            <>
              Pay <Price cents={amountCents} />
            </>
          )}
        </button>
      </div>
      <div aria-hidden="true" className="mx-auto w-full max-w-xs lg:mx-0">
        <JerseyPreview pattern="plain" primaryColor={primaryColor} secondaryColor={secondaryColor} collar={null} teamName={teamName} number={number} />
      </div>
    </div>
  )
}

/** An item's price after its name, where the player has no option to choose (a choice shows each option's price beside it). */
function PriceBesideName({ item }: { item: StoreItem }) {
  if (choosesOption(item)) return null
  return (
    <>
      {' '}
      · <ItemPrice item={item} />
    </>
  )
}
