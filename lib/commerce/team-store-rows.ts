import type { Address } from '@/lib/checkout/address'
import type { Shipment } from '@/lib/orders/shipping'
import { garmentByField } from '@/lib/team-stores/fields'
import type { EntryLine, StoreItem } from '@/lib/team-stores/items'

/**
 * A store's items and an entry's lines as their tables hold them (20261209000100_team_store_items.sql),
 * read the same way by the board, the store's link and its e-mails.
 */

export const ITEM_COLUMNS = 'id, position, product_slug, product_name, size_field, price_cents, markup_cents, required, options:team_store_item_options(key, name, price_cents, position)'
export const LINE_COLUMNS = 'lines:team_store_entry_items(item_id, size, option_key)'

type OptionRow = { key: string; name: string; price_cents: number; position: number }
type ItemRow = { id: string; position: number; product_slug: string; product_name: string; size_field: string | null; price_cents: number; markup_cents: number; required: boolean; options: readonly OptionRow[] }

/** A store's items, in its order (the product it was opened for first). */
export const storeItems = (rows: readonly ItemRow[]): StoreItem[] =>
  rows
    .map((row) => ({
      id: row.id,
      position: row.position,
      productSlug: row.product_slug,
      productName: row.product_name,
      garment: garmentByField(row.size_field),
      priceCents: row.price_cents,
      markupCents: row.markup_cents,
      required: row.required,
      options: [...row.options].sort((a, b) => a.position - b.position).map((option) => ({ key: option.key, name: option.name, priceCents: option.price_cents })),
    }))
    .sort((a, b) => a.position - b.position)

export const entryLine = (row: { item_id: string; size: string; option_key: string | null }): EntryLine => ({ itemId: row.item_id, size: row.size, option: row.option_key ?? '' })

/** An entry's address row, when it has one (its column's check holds it to a delivery address: public.is_delivery_address). */
export const entryAddress = (row: { delivery: unknown } | null | undefined): Address | null => (row ? (row.delivery as Address) : null)

/** An entry's parcel row, when it shipped and the reader may see how (staff, or the player by their link). */
export const parcelOf = (row: { carrier: string; tracking_number: string } | null | undefined, shippedAt: string | null): Shipment | null =>
  row && shippedAt ? { carrier: row.carrier, trackingNumber: row.tracking_number, shippedAt } : null
