// How an order is sent: the carriers the shop ships with, each with the page where a customer
// follows a parcel, and a shipment as the account, the back office and the "shipped" e-mail show it.
// Client-safe: the back office's status form offers the carriers.

/** The carriers staff choose from (public.shipments' check), and where each tracks a parcel. */
export const CARRIERS = [
  { value: 'canada_post', label: 'Canada Post', track: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=' },
  { value: 'ups', label: 'UPS', track: 'https://www.ups.com/track?tracknum=' },
  { value: 'fedex', label: 'FedEx', track: 'https://www.fedex.com/fedextrack/?trknbr=' },
  { value: 'purolator', label: 'Purolator', track: 'https://www.purolator.com/en/shipping/tracker?pin=' },
  { value: 'usps', label: 'USPS', track: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=' },
  { value: 'other', label: 'Another carrier', track: null },
] as const

/** A tracking number as carriers print them: letters, digits, spaces and hyphens (public.shipments' check). */
export const TRACKING_NUMBER = { pattern: /^[A-Za-z0-9 -]{4,40}$/, max: 40 } as const

/** What is wrong with a shipment as staff typed it, by field: the carrier from the list, and a tracking number of the carriers' shape. */
export function shipmentErrors({ carrier, trackingNumber }: { carrier: string; trackingNumber: string }): Partial<Record<'carrier' | 'trackingNumber', string>> {
  const errors: Partial<Record<'carrier' | 'trackingNumber', string>> = {}
  if (!CARRIERS.some((candidate) => candidate.value === carrier)) errors.carrier = 'Please choose the carrier it ships with.'
  if (trackingNumber === '') errors.trackingNumber = 'Please enter the tracking number.'
  else if (!TRACKING_NUMBER.pattern.test(trackingNumber)) errors.trackingNumber = `A tracking number is 4 to ${TRACKING_NUMBER.max} letters, digits, spaces or hyphens.`
  return errors
}

/** How an order was sent, as read from public.shipments. */
export type Shipment = { carrier: string; trackingNumber: string; shippedAt: string }

export const carrierLabel = (carrier: string): string => CARRIERS.find((candidate) => candidate.value === carrier)?.label ?? carrier

/** The carrier's own page for the parcel, or null for a carrier the shop has no page for. */
export function trackingUrl({ carrier, trackingNumber }: Pick<Shipment, 'carrier' | 'trackingNumber'>): string | null {
  const track = CARRIERS.find((candidate) => candidate.value === carrier)?.track
  return track ? `${track}${encodeURIComponent(trackingNumber.replace(/\s+/g, ''))}` : null
}

/** Once an order is at one of these, its delivery address stays as it went (public.change_delivery refuses a change). */
const ADDRESS_FIXED_STATUSES: readonly string[] = ['shipped', 'delivered', 'cancelled']

export const deliveryChangeable = (status: string): boolean => !ADDRESS_FIXED_STATUSES.includes(status)

/** The columns of public.shipments a reader needs, for a select that embeds them. */
export const SHIPMENT_COLUMNS = 'carrier, tracking_number, created_at'

type ShipmentRow = { carrier: string; tracking_number: string; created_at: string }

/** The shipment embedded in an order's row (one at most: the table is unique per order), or null before it ships. */
export function shipmentOf(rows: ShipmentRow | readonly ShipmentRow[] | null | undefined): Shipment | null {
  const row = Array.isArray(rows) ? rows[0] : (rows as ShipmentRow | null | undefined)
  return row ? { carrier: row.carrier, trackingNumber: row.tracking_number, shippedAt: row.created_at } : null
}
