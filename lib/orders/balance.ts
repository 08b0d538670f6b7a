/**
 * What is still to pay on an express order paid by deposit: its total less what has been paid, once
 * it is paid enough to be received and until it is cancelled (nothing is asked of a cancelled order,
 * nor of one still waiting for its first payment). One rule for the account, the payment page and
 * the e-mails.
 */
export function openBalanceCents(order: { status: string; subtotalCents: number; paidCents: number }): number {
  if (order.status === 'cancelled' || order.status === 'awaiting_payment') return 0
  return Math.max(0, order.subtotalCents - order.paidCents)
}
