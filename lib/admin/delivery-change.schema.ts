import { z } from 'zod'
import { addressSchema } from '@/lib/checkout/address.schema'
import { nestFields, parseForm, type FormInput } from '@/lib/forms/parse-form'
import { WIZARD_KINDS } from '@/lib/wizard/draft'
import { DELIVERY_CHANGE_FIELDS, DELIVERY_NOTE_MAX_LENGTH } from './delivery-change'

const RELOAD = 'This order could not be identified. Reload the page.'

/** A new delivery address staff set from a request's page, with why; the database checks the role and that it has not shipped. */
const deliveryChangeSchema = z.object({
  kind: z.enum(WIZARD_KINDS, RELOAD),
  id: z.uuid(RELOAD),
  note: z.string().trim().max(DELIVERY_NOTE_MAX_LENGTH, `Keep the note under ${DELIVERY_NOTE_MAX_LENGTH} characters.`),
  delivery: addressSchema,
})

export type DeliveryChange = z.output<typeof deliveryChangeSchema>

export const parseDeliveryChangeForm = (input: FormInput) => parseForm(deliveryChangeSchema, input, DELIVERY_CHANGE_FIELDS, { toInput: nestFields })
