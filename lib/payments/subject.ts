import { kindAndIdOf } from '@/lib/format/uuid'
import type { RequestRef } from '@/lib/orders/request-ref'

/** What a card payment pays for: a quote request or express order, or a player's entry in a team store. */
export type PaymentSubject = RequestRef | { kind: 'store_entry'; id: string }

const SUBJECT_KINDS = ['quote', 'express', 'store_entry'] as const

/** The subject a PaymentIntent's metadata names, or null when it names none of ours. */
export const paymentSubjectOf = (kind: unknown, id: unknown): PaymentSubject | null => kindAndIdOf(SUBJECT_KINDS, kind, id)

/** How the provider's dashboard and the customer's statement name it. */
export const SUBJECT_LABELS: Record<PaymentSubject['kind'], string> = { quote: 'Quote', express: 'Express order', store_entry: 'Team store' }
