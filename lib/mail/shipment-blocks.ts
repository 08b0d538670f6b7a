import { carrierLabel, trackingUrl, type Shipment } from '@/lib/orders/shipping'
import type { MailBlock } from './document'

/** How a parcel went, as every "shipped" e-mail tells it: the carrier, the tracking number, and the carrier's page to follow it. */
export function shipmentBlocks(shipment: Shipment): MailBlock[] {
  const href = trackingUrl(shipment)
  return [
    { kind: 'facts', rows: [['Carrier', carrierLabel(shipment.carrier)], ['Tracking number', shipment.trackingNumber]] },
    ...(href ? [{ kind: 'link', label: 'Track the parcel', href } as const] : []),
  ]
}
