import { carrierLabel, trackingUrl, type Shipment } from '@/lib/orders/shipping'
import { formatDayOf } from '@/lib/format/dates'

/** How an order was sent: the carrier, the tracking number linked to the carrier's page, and when. */
export function ShipmentLine({ shipment, reference }: { shipment: Shipment; reference: string }) {
  const href = trackingUrl(shipment)
  return (
    <p className="break-words">
      Shipped {formatDayOf(shipment.shippedAt)} with {carrierLabel(shipment.carrier)}, tracking number{' '}
      <span className="font-mono">{shipment.trackingNumber}</span>
      {href && (
        <>
          {' · '}
          <a href={href} target="_blank" rel="noopener noreferrer" className="font-semibold text-navy-800 underline underline-offset-4">
            Track the parcel<span className="sr-only"> of {reference} (opens the carrier’s site)</span>
          </a>
        </>
      )}
    </p>
  )
}
