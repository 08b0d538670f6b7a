import { DELIVERY_FIELDS } from '@/lib/checkout/fields'

/** The fields of the form staff change an order's delivery address with (the schema is in ./delivery-change.schema). */
export const DELIVERY_CHANGE_FIELDS = ['kind', 'id', 'note', ...DELIVERY_FIELDS] as const

/** How long the note saying why may be (public.change_delivery's bound). */
export const DELIVERY_NOTE_MAX_LENGTH = 1000
