/** The fields of the form staff add a note to an order with (the schema is in ./order-note.schema). */
export const ORDER_NOTE_FIELDS = ['kind', 'id', 'note', 'audience'] as const
export type OrderNoteField = (typeof ORDER_NOTE_FIELDS)[number]

/** How long a note may be (public.add_order_note's bound). */
export const ORDER_NOTE_MAX_LENGTH = 2000

/** Who a note is for: staff only, or the customer too (who is e-mailed it). */
export const NOTE_AUDIENCES = [
  { value: 'staff', label: 'Staff only (internal)' },
  { value: 'customer', label: 'The customer too: shown in their account and e-mailed' },
] as const
