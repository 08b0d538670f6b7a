import type { CheckoutField } from '@/lib/checkout/fields'

/** What the checkout action answers when it cannot place the order: why, and the form as typed. */
export type CheckoutState =
  | { status: 'idle' }
  | { status: 'invalid'; message: string; errors: Partial<Record<CheckoutField, string>>; values: Partial<Record<CheckoutField, string>> }
