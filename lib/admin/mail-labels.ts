import type { MailEvent } from '@/lib/mail/templates'

/** What each e-mail is, as staff name it. */
export const MAIL_TEMPLATE_LABELS: Record<MailEvent['template'], string> = {
  request_received: 'Request received',
  order_placed: 'Order placed',
  status_changed: 'Status changed',
  shipped: 'Shipped',
  shop_new_request: 'New request, to the shop',
  shop_new_enquiry: 'New enquiry, to the shop',
  shop_mockup_decision: 'Mockup answered, to the shop',
  quote_ready: 'Quote ready',
  account_exists: 'Someone tried to register this address',
  payment_received: 'Payment received',
  order_note: 'A note from the shop',
  enquiry_reply: 'An answer to an enquiry',
  roster_changed: 'Roster changed',
  shop_roster_changed: 'Roster changed by the customer, to the shop',
  store_entry_paid: 'Team store receipt, to a player',
  store_closed: 'Team store closed, to its manager',
  store_ordered: 'Team store in production, to a player',
  store_refund: 'Team store refund, to a player',
  store_invite: 'Team store invitation',
  store_reminder: 'Team store reminder',
  store_closing_soon: 'Team store closing soon (to its manager)',
  store_refund_failed: 'Team store refund delayed, to a player',
  shop_refund_failed: 'Team store refund failed, to the shop',
  store_fill_in: 'Team store fill-in order, to its manager',
}
