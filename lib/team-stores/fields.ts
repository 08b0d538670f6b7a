// A team store's forms, by field, apart from their schemas (./forms.schema), so the forms in the
// browser ship no validation library.
import { DELIVERY_FIELDS } from '@/lib/checkout/fields'
import { emptyPlayer, JERSEY_SIZES, PANT_SHELL_SIZES, SOCKS_SIZES, type Choice, type Player } from '@/lib/roster/player'

/** The most options of a product a store offers (the database's too). */
export const MAX_ITEM_OPTIONS = 10

/** The checkboxes that offer a product's options, by their place in its list: each sends its option's key. */
export const offerField = (place: number) => `offer.${place}` as const
const OFFER_FIELDS = Array.from({ length: MAX_ITEM_OPTIONS }, (_, place) => offerField(place))

/** What the manager fills in to open a store for a product. */
export const OPEN_STORE_FIELDS = [
  'productSlug',
  ...OFFER_FIELDS,
  'teamName',
  'contactName',
  'contactEmail',
  'primaryColor',
  'secondaryColor',
  'designNotes',
  'markup',
  'minPlayers',
  'closingDay',
  'shipsTo',
  // The quote request or express order whose design and logo the store starts from (none: the product's own).
  'fromKind',
  'fromId',
  ...DELIVERY_FIELDS,
] as const
export type OpenStoreField = (typeof OPEN_STORE_FIELDS)[number]

/** What the manager (or staff) sends to change a store from its board: which change, and what it needs. */
export const STORE_CHANGE_FIELDS = ['action', 'id', 'entryId', 'refundId', 'itemId', 'closingDay', 'minPlayers', 'note', 'emails', 'reference', 'productSlug', ...OFFER_FIELDS, 'markup', 'required'] as const
export type StoreChangeField = (typeof STORE_CHANGE_FIELDS)[number]

/** What staff send to add late players to a store that became its orders: the store, the item (and option) whose order they join, and the players one a line. */
export const FILL_IN_FIELDS = ['id', 'itemId', 'players'] as const

/** A fill-in's choice of item and option in one value ("item id" or "item id:option key"), as its one list offers them. */
export const fillInChoice = (itemId: string, option = '') => (option ? `${itemId}:${option}` : itemId)
export type FillInField = (typeof FILL_IN_FIELDS)[number]

/**
 * Whether `text` has the shape of a store's link token or a player's entry token (64 hex digits, as
 * the database makes them): anything else names no store or entry, and is never looked up.
 */
export const isStoreToken = (text: string) => /^[0-9a-f]{64}$/.test(text)

/** The most items one store offers, in places 0 to 5 (the database's too). */
export const MAX_STORE_ITEMS = 6

/** Every place an item may have: the entry forms name an item's fields by it. */
export const ITEM_POSITIONS = Array.from({ length: MAX_STORE_ITEMS }, (_, position) => position)

/** The form's fields for the item at `position`: whether the player takes it (optional items), its size, and its option. */
export const takeField = (position: number) => `take.${position}` as const
export const sizeField = (position: number) => `size.${position}` as const
export const optionField = (position: number) => `option.${position}` as const
export type ItemField = ReturnType<typeof takeField> | ReturnType<typeof sizeField> | ReturnType<typeof optionField>

const ITEM_FIELDS: readonly ItemField[] = ITEM_POSITIONS.flatMap((position) => [takeField(position), sizeField(position), optionField(position)])
const SIZE_FIELDS: readonly ItemField[] = ITEM_POSITIONS.map(sizeField)

/**
 * What a player fills in: their nameplate, number, e-mail, and the items they take with their
 * sizes, with the store's link token and the items the page showed (itemsKey).
 */
export const ENTRY_FIELDS = ['store', 'items', 'name', 'number', 'email', ...ITEM_FIELDS, ...DELIVERY_FIELDS] as const
export type EntryField = (typeof ENTRY_FIELDS)[number]

/** What a player changes of their entry, with its own link's token: nameplate, number and the sizes of the items they took. */
export const OWN_ENTRY_FIELDS = ['entry', 'name', 'number', ...SIZE_FIELDS, ...DELIVERY_FIELDS] as const
export type OwnEntryField = (typeof OWN_ENTRY_FIELDS)[number]

/** The size a player chooses for a product, by its sizing type: the roster field it fills and its list; none for a bag. */
export type Garment = { field: keyof Pick<Player, 'jerseySize' | 'socksSize' | 'pantShellSize'>; label: string; sizes: readonly Choice[] }

const GARMENTS: Record<Garment['field'], Garment> = {
  jerseySize: { field: 'jerseySize', label: 'Jersey size', sizes: JERSEY_SIZES },
  socksSize: { field: 'socksSize', label: 'Socks size', sizes: SOCKS_SIZES },
  pantShellSize: { field: 'pantShellSize', label: 'Pant shell size', sizes: PANT_SHELL_SIZES },
}

/** The size a product of `productType` is ordered in, when a store opens for it. */
export function garmentOf(productType: string | null | undefined): Garment | null {
  switch (productType) {
    case 'jersey':
    case 'apparel':
      return GARMENTS.jerseySize
    case 'sock':
      return GARMENTS.socksSize
    case 'pantshell':
      return GARMENTS.pantShellSize
    default:
      return null
  }
}

/** The size a store's players choose, by the roster field the store keeps (null: none). */
export const garmentByField = (field: string | null): Garment | null => (field && field in GARMENTS ? GARMENTS[field as Garment['field']] : null)

/** A roster player of one item's order: its one size in the garment's field (none for a bag); a string says what is wrong with the size. */
export function itemPlayer(typed: { name: string; number: string; size: string }, garment: Garment | null): Player | string {
  if (!garment) return entrant(typed)
  if (!garment.sizes.some((choice) => choice.value === typed.size)) return `Please choose a ${garment.label.toLowerCase()}`
  return { ...entrant(typed), [garment.field]: typed.size }
}

/** A store entry's player: nameplate and number (the sizes are its items'). */
export const entrant = (typed: { name: string; number: string }): Player => ({ ...emptyPlayer(), name: typed.name, number: typed.number })
