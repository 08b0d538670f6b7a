// What a team store offers and what a player takes of it: the items (the product the store was
// opened for, and up to five more), each at the shop's price plus the team's mark-up, taken by every
// player or chosen by each, sized in its garment's list and, for a product with options, taken in
// one of those the manager chose. The database checks the same (public.team_store_entry_lines,
// 20261211000100_team_store_item_options.sql).
import type { ExpressOption } from '@/lib/pricing/express'
import { rosterByNumber } from '@/lib/roster/export'
import type { Player } from '@/lib/roster/player'
import { MAX_STORE_ITEMS, optionField, sizeField, takeField, type Garment, type ItemField } from './fields'

export type StoreItem = {
  id: string
  /** 0 for the product the store was opened for; the others in the order they were added. */
  position: number
  productSlug: string
  productName: string
  /** The size it is made in (none for a bag). */
  garment: Garment | null
  priceCents: number
  markupCents: number
  /** Taken by every player (the first item always), or chosen by each. */
  required: boolean
  /** The options a player takes it in, one of them, each at its own price (none: the item's price). */
  options: readonly ExpressOption[]
}

/**
 * The items a store's page showed, in their places: the entry form sends it back, so an entry made
 * after the manager changed the items (a place taken by another item) is refused, never charged
 * for what the player did not see.
 */
export const itemsKey = (items: readonly Pick<StoreItem, 'id'>[]) => items.map((item) => item.id).join(',')

type Priced = Pick<StoreItem, 'priceCents' | 'markupCents' | 'options'>

/** The option of an item named `key`, or null (none asked, or not the item's). */
export const optionOf = (item: Pick<StoreItem, 'options'>, key: string) => item.options.find((option) => option.key === key) ?? null

/** Whether a player chooses among an item's options: an item offered in one option is taken in it. */
export const choosesOption = (item: Pick<StoreItem, 'options'>) => item.options.length > 1

/**
 * What the content says of each option a player chooses between, by item id and option key, as
 * the product page says it ("in youth sizes YXS-YXL, for players up to 5'6\""): read from the
 * published products, so an edit in the Studio shows at once; none for an option the content no longer has.
 */
export function optionDescriptions(
  items: readonly Pick<StoreItem, 'id' | 'productSlug' | 'options'>[],
  products: readonly { slug: string; options: readonly { _key: string; description: string | null }[] | null }[],
): Record<string, Record<string, string>> {
  return Object.fromEntries(
    items.filter(choosesOption).map((item) => {
      const described = products.find((product) => product.slug === item.productSlug)?.options ?? []
      return [item.id, Object.fromEntries(item.options.flatMap((option) => {
        const text = described.find((candidate) => candidate._key === option.key)?.description?.trim()
        return text ? [[option.key, text]] : []
      }))]
    }),
  )
}

/** What one of an item costs a player in `option` (an item without options has one price): the shop's price and the team's mark-up. */
export const linePriceCents = (item: Priced, option = '') => (optionOf(item, option)?.priceCents ?? item.priceCents) + item.markupCents

/** What a player may pay for one of an item: a price per option, or the item's one price. */
export const itemPrices = (item: Priced): { option: ExpressOption | null; cents: number }[] =>
  item.options.length > 0 ? item.options.map((option) => ({ option, cents: linePriceCents(item, option.key) })) : [{ option: null, cents: linePriceCents(item) }]

/** A player's item: which item, in which size ('' for a bag) and option ('' for an item without options). */
export type EntryLine = { itemId: string; size: string; option: string }

/** What a player pays for the lines they take. */
export const linesAmountCents = (items: readonly (Priced & { id: string })[], lines: readonly Omit<EntryLine, 'size'>[]) =>
  lines.reduce((sum, line) => {
    const item = items.find((candidate) => candidate.id === line.itemId)
    return item ? sum + linePriceCents(item, line.option) : sum
  }, 0)

export const ITEM_MESSAGES = {
  chooseSize: (garment: Garment) => `Please choose a ${garment.label.toLowerCase()}`,
  chooseOption: (item: Pick<StoreItem, 'productName'>) => `Please choose which ${item.productName} you take`,
  noOption: 'Please choose at least one option for the players to choose from',
  optionsChanged: 'The product’s options changed since this page opened: please reload the page and choose them again.',
  nothingTaken: 'Please choose at least one item',
  changed: 'The team store’s items changed since this page opened: please reload the page, check your kit and pay again.',
  tooMany: `A store offers at most ${MAX_STORE_ITEMS} items`,
  offered: 'The store offers this product already',
  requiredAfterEntries: 'Players have entered already: an item added now is optional for players',
  taken: 'A player has this item, or was paying for it: it stays in the store',
  firstItem: 'The product the store was opened for stays in it',
  notOffered: 'This product cannot be added to a store: it has no express price',
} as const

/** What the player chose, as the form sends it: per position, "on" for an optional item taken, a size, and an option. */
export type TypedItems = { take: Readonly<Record<string, string>>; size: Readonly<Record<string, string>>; option: Readonly<Record<string, string>> }

/**
 * The lines of an entry for the items it takes (every required item, and each optional one ticked),
 * or what is wrong, by field: a size missing or not in its item's list, an option not among its
 * item's, or nothing taken at all.
 */
export function entryLines(items: readonly StoreItem[], typed: TypedItems): { lines: EntryLine[] } | { errors: Partial<Record<ItemField, string>> } {
  const errors: Partial<Record<ItemField, string>> = {}
  const lines: EntryLine[] = []
  for (const item of items) {
    if (!item.required && typed.take[item.position] !== 'on') continue
    const size = (typed.size[item.position] ?? '').trim()
    if (item.garment && !item.garment.sizes.some((choice) => choice.value === size)) errors[sizeField(item.position)] = ITEM_MESSAGES.chooseSize(item.garment)
    const option = choosesOption(item) ? optionOf(item, typed.option[item.position] ?? '') : (item.options[0] ?? null)
    if (item.options.length > 0 && !option) errors[optionField(item.position)] = ITEM_MESSAGES.chooseOption(item)
    lines.push({ itemId: item.id, size: item.garment ? size : '', option: option?.key ?? '' })
  }
  if (lines.length === 0) errors[takeField(items[0]?.position ?? 0)] = ITEM_MESSAGES.nothingTaken
  return Object.keys(errors).length > 0 ? { errors } : { lines }
}

/** An entry's lines as the database takes them: item id → size, and item id → option for the items taken in one. */
export const sizesByItem = (lines: readonly EntryLine[]) => Object.fromEntries(lines.map((line) => [line.itemId, line.size]))
export const optionsByItem = (lines: readonly EntryLine[]) => Object.fromEntries(lines.filter((line) => line.option).map((line) => [line.itemId, line.option]))

/**
 * How an item is named in one of its options, as its order is (public.new_team_store_order): "CHEL
 * Game Jersey (CHEL Youth)", once for an option named as the product ("CHEL Game Jersey").
 */
export const itemName = (item: Pick<StoreItem, 'productName'>, option: ExpressOption | null) =>
  option && option.name !== item.productName ? `${item.productName} (${option.name})` : item.productName

/**
 * An entry's items in its store's order, each with its size, its option and how the entry's page
 * and e-mails say it ("CHEL Youth · Jersey size YL", "Jersey size L", or "Included" for a bag).
 */
export function takenItems(items: readonly StoreItem[], lines: readonly EntryLine[]): { item: StoreItem; size: string; option: ExpressOption | null; text: string }[] {
  return items.flatMap((item) => {
    const line = lines.find((candidate) => candidate.itemId === item.id)
    if (!line) return []
    const option = optionOf(item, line.option)
    const text = [option?.name, item.garment ? `${item.garment.label} ${line.size}` : null].filter(Boolean).join(' · ') || 'Included'
    return [{ item, size: line.size, option, text }]
  })
}

/** An entry's kit in one line, as the board and the parcels list say it: "CHEL Game Jersey (CHEL Youth) YM, Performance Socks M". */
export const kitLine = (items: readonly StoreItem[], lines: readonly EntryLine[]) =>
  takenItems(items, lines)
    .map(({ item, size, option }) => [itemName(item, option), size].filter(Boolean).join(' '))
    .join(', ')

/**
 * The rosters of an item's orders, one per option taken (one for an item without options): each
 * entry that took it in that option, by number, its size in the item's roster field (as
 * public.team_store_item_roster makes them at closing).
 */
export function itemRosters(item: StoreItem, entries: readonly { player: Player; lines: readonly EntryLine[] }[]): { option: ExpressOption | null; roster: Player[] }[] {
  const options = item.options.length > 0 ? item.options : [null]
  return options.flatMap((option) => {
    const roster = rosterByNumber(
      entries.flatMap((entry) => {
        const line = entry.lines.find((candidate) => candidate.itemId === item.id && candidate.option === (option?.key ?? ''))
        if (!line) return []
        return [item.garment ? { ...entry.player, [item.garment.field]: line.size } : entry.player]
      }),
    )
    return roster.length > 0 ? [{ option, roster }] : []
  })
}

/** How an item is offered, as the board and the store's page say it. */
export const offerLabel = (item: Pick<StoreItem, 'required'>) => (item.required ? 'every player' : 'optional')

type Counted = { status: string; lines: readonly EntryLine[] }

/** Per item: its paid players, their sizes in the size list's order, its options' counts, and the team's mark-up on them. */
export function itemTotals(items: readonly StoreItem[], entries: readonly Counted[]) {
  const paid = entries.filter((entry) => entry.status === 'paid')
  return items.map((item) => {
    const lines = paid.flatMap((entry) => entry.lines.filter((line) => line.itemId === item.id))
    return {
      item,
      players: lines.length,
      sizeTotals: item.garment ? item.garment.sizes.map(({ value }) => ({ size: value, count: lines.filter((line) => line.size === value).length })).filter(({ count }) => count > 0) : [],
      optionTotals: item.options.map((option) => ({ option, count: lines.filter((line) => line.option === option.key).length })).filter(({ count }) => count > 0),
      markupEarnedCents: lines.length * item.markupCents,
    }
  })
}

