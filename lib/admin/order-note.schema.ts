import { z } from 'zod'
import { parseForm, type FormInput } from '@/lib/forms/parse-form'
import { NOTE_AUDIENCES, ORDER_NOTE_FIELDS, ORDER_NOTE_MAX_LENGTH } from './order-note'

const RELOAD = 'This order could not be identified. Reload the page.'

/** A note staff add from an order's page; the database checks the role and the bounds again. */
const orderNoteSchema = z
  .object({
    kind: z.enum(['quote', 'express', 'order'], RELOAD),
    id: z.uuid(RELOAD),
    note: z
      .string()
      .trim()
      .min(1, 'Please write the note.')
      .max(ORDER_NOTE_MAX_LENGTH, `Please keep the note under ${ORDER_NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`),
    audience: z.enum(
      NOTE_AUDIENCES.map((audience) => audience.value),
      'Please say who the note is for.',
    ),
  })
  .transform(({ audience, ...note }) => ({ ...note, internal: audience === 'staff' }))

export type OrderNote = z.output<typeof orderNoteSchema>

export const parseOrderNoteForm = (input: FormInput) => parseForm(orderNoteSchema, input, ORDER_NOTE_FIELDS, { toInput: (values) => values })
