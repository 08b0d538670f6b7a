'use client'

import { useActionState, useState } from 'react'
import { FormAlert, FormField } from '@/components/ui/FormField'
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-classes'
import { NOTE_MAX_LENGTH } from '@/lib/orders/workflow'
import { formatMoney } from '@/lib/format/money'
import { CHECK_THE_FIELDS, IDLE, errorSummary, type FormAction } from '@/lib/forms/form-state'
import { QUOTE_LIMITS, QUOTE_PRICING_FIELDS, quoteLineField, quoteTotalCents, type QuoteLine, type QuotePricingField as Field } from '@/lib/orders/quote'

type Props = {
  action: FormAction<Field, { totalCents: number; depositCents: number }>
  id: string
  /** 'received' (a first pricing) or 'quoted' (a revision before the customer accepts). */
  status: 'received' | 'quoted'
  /** What the form starts from: the quote as priced, or a first line suggested from the request. */
  lines: QuoteLine[]
  rushFeeCents: number
}

type Row = { key: number; description: string; quantity: string; unitPrice: string }

const dollars = (cents: number) => (cents / 100).toFixed(2)
/** What a typed amount reads as, for the running total only (the server reads it again, strictly). */
const typedCents = (typed: string) => Math.round(Number(typed.replace(/[$,\s]/g, '')) * 100) || 0

/** A field of one line, named with the line's number for screen readers (the row shows it beside the item). */
const LineLabel = ({ line, children }: { line: number; children: string }) => (
  <>
    <span className="sr-only">Line {line}: </span>
    {children}
  </>
)

/**
 * Staff price a quote request: a line per item (description, quantity, price each), an optional rush
 * fee and a note to the customer, with the total as they type. Sending it quotes the request and
 * e-mails the customer; until the customer accepts, the quote can be revised the same way.
 */
export function QuotePricingForm({ action, id, status, lines, rushFeeCents }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const [rows, setRows] = useState<Row[]>(() =>
    lines.map((line, key) => ({ key, description: line.description, quantity: String(line.quantity), unitPrice: dollars(line.unitPriceCents) })),
  )
  const [rushFee, setRushFee] = useState(rushFeeCents ? dollars(rushFeeCents) : '')
  const invalid = state.status === 'rejected' ? state : null
  const total = quoteTotalCents(
    rows.map((row) => ({ description: row.description, quantity: Number(row.quantity) || 0, unitPriceCents: typedCents(row.unitPrice) })),
    typedCents(rushFee),
  )
  const change = (key: number, part: keyof Omit<Row, 'key'>, value: string) => setRows((current) => current.map((row) => (row.key === key ? { ...row, [part]: value } : row)))
  const addRow = () => setRows((current) => [...current, { key: Math.max(-1, ...current.map((row) => row.key)) + 1, description: '', quantity: '', unitPrice: '' }])
  const removeRow = (key: number) => setRows((current) => current.filter((row) => row.key !== key))

  return (
    <form action={submit} noValidate className="space-y-4">
      {invalid && (
        <FormAlert tone="error" fieldErrors={errorSummary(invalid.errors, QUOTE_PRICING_FIELDS)}>
          {invalid.message ?? CHECK_THE_FIELDS}
        </FormAlert>
      )}
      {state.status === 'done' && (
        <FormAlert tone="success">
          Quote sent: {formatMoney(state.totalCents)}, with a deposit of {formatMoney(state.depositCents)}. The customer is e-mailed it and accepts it in their account.
        </FormAlert>
      )}
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="from" value={status} />
      <ol className="space-y-4">
        {rows.map((row, index) => (
          <li key={row.key} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_7rem_9rem_auto] sm:items-end">
            <FormField id={quoteLineField(index, 'description')} label={`Line ${index + 1}: item`} error={invalid?.errors[quoteLineField(index, 'description')]}>
              {(control) => (
                <input {...control} name={quoteLineField(index, 'description')} value={row.description} maxLength={QUOTE_LIMITS.description} onChange={(event) => change(row.key, 'description', event.target.value)} className={inputClass} />
              )}
            </FormField>
            <FormField id={quoteLineField(index, 'quantity')} label={<LineLabel line={index + 1}>Quantity</LineLabel>} error={invalid?.errors[quoteLineField(index, 'quantity')]}>
              {(control) => (
                <input {...control} name={quoteLineField(index, 'quantity')} inputMode="numeric" value={row.quantity} onChange={(event) => change(row.key, 'quantity', event.target.value)} className={inputClass} />
              )}
            </FormField>
            <FormField id={quoteLineField(index, 'unitPrice')} label={<LineLabel line={index + 1}>Price each ($)</LineLabel>} error={invalid?.errors[quoteLineField(index, 'unitPrice')]}>
              {(control) => (
                <input {...control} name={quoteLineField(index, 'unitPrice')} inputMode="decimal" value={row.unitPrice} onChange={(event) => change(row.key, 'unitPrice', event.target.value)} className={inputClass} />
              )}
            </FormField>
            <button type="button" onClick={() => removeRow(row.key)} disabled={rows.length === 1} className="py-2.5 text-sm font-semibold text-red-700 underline underline-offset-2 disabled:invisible">
              Remove<span className="sr-only"> line {index + 1}</span>
            </button>
          </li>
        ))}
      </ol>
      {rows.length < QUOTE_LIMITS.lines && (
        <button type="button" onClick={addRow} className={secondaryButtonClass}>
          Add a line
        </button>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="rushFee" label="Rush fee ($, optional)" error={invalid?.errors.rushFee}>
          {(control) => <input {...control} name="rushFee" inputMode="decimal" value={rushFee} onChange={(event) => setRushFee(event.target.value)} className={inputClass} />}
        </FormField>
        <p className="self-end pb-2.5 text-lg font-semibold text-navy-900" aria-live="polite">
          Total {formatMoney(total)}
        </p>
      </div>
      <FormField id="noteToCustomer" label="Note for the customer" hint="Shown with the quote in the e-mail and the account." error={invalid?.errors.noteToCustomer}>
        {(control) => <textarea {...control} name="noteToCustomer" rows={3} maxLength={NOTE_MAX_LENGTH} defaultValue={invalid?.values.noteToCustomer ?? ''} className={inputClass} />}
      </FormField>
      <button type="submit" disabled={pending} className={primaryButtonClass}>
        {pending ? 'Sending…' : status === 'quoted' ? 'Send the revised quote' : 'Send the quote'}
      </button>
    </form>
  )
}
