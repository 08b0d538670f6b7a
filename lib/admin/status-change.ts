/** The fields of an order's status change form (the schema is in ./status-change.schema, on the server). */
export const STATUS_CHANGE_FIELDS = ['kind', 'id', 'from', 'to', 'note', 'override', 'carrier', 'trackingNumber'] as const

export type StatusChangeField = (typeof STATUS_CHANGE_FIELDS)[number]
