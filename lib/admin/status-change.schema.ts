import { z } from 'zod'
import { parseForm, type FormInput } from '@/lib/forms/parse-form'
import { ORDER_STATUSES, REQUEST_STATUSES } from '@/lib/orders/workflow'

export const STATUS_CHANGE_FIELDS = ['kind', 'id', 'to', 'note', 'override'] as const

export const NOTE_MAX_LENGTH = 2000

/** A status change staff send from an order's page; the database decides whether the move is allowed. */
const statusChangeSchema = z.object({
  kind: z.enum(['quote', 'express', 'order'], 'This order could not be identified. Reload the page.'),
  id: z.uuid('This order could not be identified. Reload the page.'),
  to: z.enum([...new Set([...REQUEST_STATUSES, ...ORDER_STATUSES])] as [string, ...string[]], 'Please choose the new status.'),
  note: z.string().trim().max(NOTE_MAX_LENGTH, `Please keep the note under ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`),
  override: z.enum(['', 'on']).transform((value) => value === 'on'),
})

export type StatusChange = z.output<typeof statusChangeSchema>

export const parseStatusChangeForm = (input: FormInput) => parseForm(statusChangeSchema, input, STATUS_CHANGE_FIELDS, { toInput: (values) => values })
