// What a team store offers and what a player takes of it: the items (the product the store was
// opened for, and up to five more), each at the shop's price plus the team's mark-up, taken by every
// player or chosen by each, and sized in its garment's list. The database checks the same
// (public.team_store_entry_lines, 20261209000100_team_store_items.sql).
import { rosterByNumber } from '@/lib/roster/export'
import type { Player } from '@/lib/roster/player'
import { MAX_STORE_ITEMS, sizeField, takeField, type Garment, type ItemField } from './fields'

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
}

/**
 * The items a store's page showed, in their places: the entry form sends it back, so an entry made
 * after the manager changed the items (a place taken by another item) is refused, never charged
 * for what the player did not see.
 */
export const itemsKey = (items: readonly Pick<StoreItem, 'id'>[]) => items.map((item) => item.id).join(',')

/** What one of an item costs a player: the shop's price and the team's mark-up. */
export const itemPriceCents = (item: Pick<StoreItem, 'priceCents' | 'markupCents'>) => item.priceCents + item.markupCents

/** What a player pays for the items they take. */
export const linesAmountCents = (items: readonly Pick<StoreItem, 'priceCents' | 'markupCents'>[]) => items.reduce((sum, item) => sum + itemPriceCents(item), 0)


/** A player's item: which item, in which size ('' for a bag). */
export type EntryLine = { itemId: string; size: string }

export const ITEM_MESSAGES = {
  chooseSize: (garment: Garment) => `Please choose a ${garment.label.toLowerCase()}`,
  nothingTaken: 'Please choose at least one item',
  changed: 'The team store’s items changed since this page opened: please reload the page, check your kit and pay again.',
  tooMany: `A store offers at most ${MAX_STORE_ITEMS} items`,
  offered: 'The store offers this product already',
  requiredAfterEntries: 'Players have entered already: an item added now is optional for players',
  taken: 'A player has this item, or was paying for it: it stays in the store',
  firstItem: 'The product the store was opened for stays in it',
  notOffered: 'This product cannot be added to a store: it has no express price',
} as const

/** What the player chose, as the form sends it: per position, "on" for an optional item taken, and a size. */
export type TypedItems = { take: Readonly<Record<string, string>>; size: Readonly<Record<string, string>> }

/**
 * The lines of an entry for the items it takes (every required item, and each optional one ticked),
 * or what is wrong, by field: a size missing or not in its item's list, or nothing taken at all.
 */
export function entryLines(items: readonly StoreItem[], typed: TypedItems): { lines: EntryLine[] } | { errors: Partial<Record<ItemField, string>> } {
  const errors: Partial<Record<ItemField, string>> = {}
  const lines: EntryLine[] = []
  for (const item of items) {
    if (!item.required && typed.take[item.position] !== 'on') continue
    const size = (typed.size[item.position] ?? '').trim()
    if (item.garment && !item.garment.sizes.some((choice) => choice.value === size)) errors[sizeField(item.position)] = ITEM_MESSAGES.chooseSize(item.garment)
    lines.push({ itemId: item.id, size: item.garment ? size : '' })
  }
  if (lines.length === 0) errors[takeField(items[0]?.position ?? 0)] = ITEM_MESSAGES.nothingTaken
  return Object.keys(errors).length > 0 ? { errors } : { lines }
}

/** An entry's lines as the database takes them: item id → size. */
export const sizesByItem = (lines: readonly EntryLine[]) => Object.fromEntries(lines.map((line) => [line.itemId, line.size]))

/** An entry's items in its store's order, each with its size and how the entry's page and e-mails say it ("Jersey size L", or "Included" for a bag). */
export function takenItems(items: readonly StoreItem[], lines: readonly EntryLine[]): { item: StoreItem; size: string; text: string }[] {
  return items.flatMap((item) => {
    const line = lines.find((candidate) => candidate.itemId === item.id)
    return line ? [{ item, size: line.size, text: item.garment ? `${item.garment.label} ${line.size}` : 'Included' }] : []
  })
}

/**
 * The roster of an item's order: each entry that took it, by number, its size in the item's
 * roster field (as public.team_store_item_roster makes it at closing).
 */
export function itemRoster(item: StoreItem, entries: readonly { player: Player; lines: readonly EntryLine[] }[]): Player[] {
  return rosterByNumber(
    entries.flatMap((entry) => {
      const line = entry.lines.find((candidate) => candidate.itemId === item.id)
      if (!line) return []
      return [item.garment ? { ...entry.player, [item.garment.field]: line.size } : entry.player]
    }),
  )
}

/** How an item is offered, as the board and the store's page say it. */
export const offerLabel = (item: Pick<StoreItem, 'required'>) => (item.required ? 'every player' : 'optional')

type Counted = { status: string; lines: readonly EntryLine[] }

/** Per item: its paid players, their sizes in the size list's order, and the team's mark-up on them. */
export function itemTotals(items: readonly StoreItem[], entries: readonly Counted[]) {
  const paid = entries.filter((entry) => entry.status === 'paid')
  return items.map((item) => {
    const sizes = paid.flatMap((entry) => entry.lines.filter((line) => line.itemId === item.id).map((line) => line.size))
    return {
      item,
      players: sizes.length,
      sizeTotals: item.garment ? item.garment.sizes.map(({ value }) => ({ size: value, count: sizes.filter((size) => size === value).length })).filter(({ count }) => count > 0) : [],
      markupEarnedCents: sizes.length * item.markupCents,
    }
  })
}

