import { z } from 'zod'
import { parseForm, type FormInput } from '@/lib/forms/parse-form'
import { CARRIERS, shipmentErrors } from '@/lib/orders/shipping'
import { ALL_STATUSES, NOTE_MAX_LENGTH } from '@/lib/orders/workflow'
import { STATUS_CHANGE_FIELDS } from './status-change'

/**
 * A status change staff send from an order's page; the database decides whether the move is
 * allowed. Shipping it says how it went: the carrier and the tracking number (the shipment).
 */
const statusChangeSchema = z
  .object({
  kind: z.enum(['quote', 'express', 'order'], 'This order could not be identified. Reload the page.'),
  id: z.uuid('This order could not be identified. Reload the page.'),
  // The status the page showed: the database refuses the move if the order has moved on since.
  from: z.enum(ALL_STATUSES, 'This order could not be identified. Reload the page.'),
  to: z.enum(ALL_STATUSES, 'Please choose the new status.'),
  note: z.string().trim().max(NOTE_MAX_LENGTH, `Please keep the note under ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`),
  override: z.enum(['', 'on']).transform((value) => value === 'on'),
  carrier: z.enum(['', ...CARRIERS.map((carrier) => carrier.value)], 'Please choose the carrier from the list.'),
  trackingNumber: z.string().trim().max(200),
})
  .superRefine((change, context) => {
    if (change.to !== 'shipped') return
    for (const [field, message] of Object.entries(shipmentErrors(change))) context.addIssue({ code: 'custom', path: [field], message })
  })
  .transform(({ carrier, trackingNumber, ...change }) => ({
    ...change,
    shipment: change.to === 'shipped' && carrier !== '' ? { carrier, trackingNumber } : null,
  }))

export type StatusChange = z.output<typeof statusChangeSchema>

export const parseStatusChangeForm = (input: FormInput) => parseForm(statusChangeSchema, input, STATUS_CHANGE_FIELDS, { toInput: (values) => values })
