/** The fields of the form staff record a payment received another way than by card with. */
export const OFFLINE_PAYMENT_FIELDS = ['kind', 'id', 'amount', 'note'] as const
export type OfflinePaymentField = (typeof OFFLINE_PAYMENT_FIELDS)[number]

/** How long the note saying how it was paid may be (the payments table's own bound). */
export const OFFLINE_PAYMENT_NOTE_MAX_LENGTH = 500
