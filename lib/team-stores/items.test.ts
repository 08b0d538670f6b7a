import { describe, expect, it } from 'vitest'
import { emptyPlayer } from '@/lib/roster/player'
import { garmentOf } from './fields'
import { entryLines, ITEM_MESSAGES, itemPriceCents, itemRoster, itemsKey, linesAmountCents, offerLabel, takenItems, type EntryLine, type StoreItem } from './items'

const item = (id: string, position: number, productType: string, priceCents: number, markupCents: number, required: boolean): StoreItem => ({
  id,
  position,
  productSlug: `chel-${id}`,
  productName: `CHEL ${id[0]!.toUpperCase()}${id.slice(1)}`,
  garment: garmentOf(productType),
  priceCents,
  markupCents,
  required,
})

/** Every player takes the jersey (with the team's mark-up); socks and a bag are each player's choice. */
const jersey = item('jersey', 0, 'jersey', 6500, 500, true)
const socks = item('socks', 1, 'sock', 1500, 200, false)
const bag = item('bag', 2, 'bag', 3000, 0, false)
const items = [jersey, socks, bag]

const typed = (take: Record<string, string>, size: Record<string, string>) => ({ take, size })

describe('entryLines', () => {
  it('takes every required item and each optional one ticked, each in its size', () => {
    expect(entryLines(items, typed({ 1: 'on' }, { 0: 'L', 1: 'M' }))).toEqual({
      lines: [
        { itemId: 'jersey', size: 'L' },
        { itemId: 'socks', size: 'M' },
      ],
    })
  })

  it('leaves out an optional item not ticked, whatever size came with it', () => {
    expect(entryLines(items, typed({ 1: '', 2: 'off' }, { 0: ' XL ', 1: 'M' }))).toEqual({ lines: [{ itemId: 'jersey', size: 'XL' }] })
  })

  it('takes a bag with no size, even one sent with it', () => {
    expect(entryLines(items, typed({ 2: 'on' }, { 0: 'S', 2: 'L' }))).toEqual({
      lines: [
        { itemId: 'jersey', size: 'S' },
        { itemId: 'bag', size: '' },
      ],
    })
  })

  it('asks for each taken item’s size by its field: missing, or not in that garment’s list', () => {
    // 3XL is a jersey size, not a socks one.
    expect(entryLines(items, typed({ 1: 'on' }, { 0: '', 1: '3XL' }))).toEqual({ errors: { 'size.0': 'Please choose a jersey size', 'size.1': 'Please choose a socks size' } })
    expect(entryLines(items, typed({}, {}))).toEqual({ errors: { 'size.0': 'Please choose a jersey size' } })
  })

  it('asks for at least one item when none is required and none ticked', () => {
    const choices = [{ ...socks, position: 0 }, { ...bag, position: 1 }]
    expect(entryLines(choices, typed({}, { 0: 'M' }))).toEqual({ errors: { 'take.0': ITEM_MESSAGES.nothingTaken } })
  })
})

describe('what a player pays', () => {
  it('charges each item at the shop’s price plus the team’s mark-up', () => {
    expect(itemPriceCents(jersey)).toBe(7000)
    expect(itemPriceCents(bag)).toBe(3000)
  })

  it('adds up the items taken', () => {
    expect(linesAmountCents([jersey, socks, bag])).toBe(11700)
    expect(linesAmountCents([])).toBe(0)
  })
})

describe('itemRoster', () => {
  const entry = (name: string, number: string, lines: EntryLine[]) => ({ player: { ...emptyPlayer(), name, number }, lines })
  const entries = [
    entry('Morrison', '9', [{ itemId: 'jersey', size: 'L' }, { itemId: 'socks', size: 'M' }, { itemId: 'bag', size: '' }]),
    entry('Okafor', '22', [{ itemId: 'jersey', size: 'XL' }]),
    entry('Ana', '2', [{ itemId: 'jersey', size: 'YM' }, { itemId: 'socks', size: 'YS' }]),
  ]

  it('lists by number the entries that took the item, the size in its garment’s roster field', () => {
    expect(itemRoster(jersey, entries)).toEqual([
      { ...emptyPlayer(), name: 'Ana', number: '2', jerseySize: 'YM' },
      { ...emptyPlayer(), name: 'Morrison', number: '9', jerseySize: 'L' },
      { ...emptyPlayer(), name: 'Okafor', number: '22', jerseySize: 'XL' },
    ])
    expect(itemRoster(socks, entries)).toEqual([
      { ...emptyPlayer(), name: 'Ana', number: '2', socksSize: 'YS' },
      { ...emptyPlayer(), name: 'Morrison', number: '9', socksSize: 'M' },
    ])
  })

  it('lists a bag’s players with no size', () => {
    expect(itemRoster(bag, entries)).toEqual([{ ...emptyPlayer(), name: 'Morrison', number: '9' }])
  })
})

describe('how a store and an entry say their items', () => {
  it('says each item taken in the store’s order, in its size or as included for a bag', () => {
    const taken = takenItems(items, [{ itemId: 'bag', size: '' }, { itemId: 'jersey', size: 'L' }])
    expect(taken.map(({ item: { productName }, text }) => [productName, text])).toEqual([
      ['CHEL Jersey', 'Jersey size L'],
      ['CHEL Bag', 'Included'],
    ])
  })

  it('keys the items a page showed by their ids in their places, so a store changed meanwhile has another key', () => {
    expect(itemsKey(items)).toBe('jersey,socks,bag')
    expect(itemsKey([jersey, bag])).not.toBe(itemsKey([jersey, socks]))
  })

  it('says whether every player takes an item or each chooses', () => {
    expect(offerLabel(jersey)).toBe('every player')
    expect(offerLabel(socks)).toBe('optional')
  })
})
