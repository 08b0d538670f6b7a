/** What a quote request's or express order's status reads as, for the customer and the shop alike. */
const REQUEST_STATUS_LABELS: Record<string, string> = {
  received: 'Received',
  quoted: 'Quoted',
  awaiting_payment: 'Awaiting payment',
  in_design: 'In design',
  mockup_sent: 'Mockup sent',
  approved: 'Approved',
  in_production: 'In production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

export const requestStatusLabel = (status: string) => REQUEST_STATUS_LABELS[status] ?? status
