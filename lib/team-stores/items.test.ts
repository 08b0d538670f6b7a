import { describe, expect, it } from 'vitest'
import { emptyPlayer } from '@/lib/roster/player'
import { garmentOf } from './fields'
import { entryLines, ITEM_MESSAGES, itemName, itemPrices, itemRosters, itemsKey, itemTotals, kitLine, linePriceCents, linesAmountCents, offerLabel, optionDescriptions, optionsByItem, takenItems, type EntryLine, type StoreItem } from './items'

const item = (id: string, position: number, productType: string, priceCents: number, markupCents: number, required: boolean): StoreItem => ({
  id,
  position,
  productSlug: `chel-${id}`,
  productName: `CHEL ${id[0]!.toUpperCase()}${id.slice(1)}`,
  garment: garmentOf(productType),
  priceCents,
  markupCents,
  required,
  options: [],
})

/** Every player takes the jersey (with the team's mark-up); socks and a bag are each player's choice. */
const jersey = item('jersey', 0, 'jersey', 6500, 500, true)
const socks = item('socks', 1, 'sock', 1500, 200, false)
const bag = item('bag', 2, 'bag', 3000, 0, false)
const items = [jersey, socks, bag]

const typed = (take: Record<string, string>, size: Record<string, string>, option: Record<string, string> = {}) => ({ take, size, option })

/** The jersey in its options: the game jersey, the enhanced one, and the youth one (each with the jersey's mark-up). */
const OPTIONS = [
  { key: 'game', name: 'CHEL Game Jersey', priceCents: 6500 },
  { key: 'enhanced', name: 'CHEL Enhanced', priceCents: 7500 },
  { key: 'youth', name: 'CHEL Youth', priceCents: 5500 },
]
const jerseyInOptions: StoreItem = { ...jersey, options: OPTIONS }

describe('entryLines', () => {
  it('takes every required item and each optional one ticked, each in its size', () => {
    expect(entryLines(items, typed({ 1: 'on' }, { 0: 'L', 1: 'M' }))).toEqual({
      lines: [
        { itemId: 'jersey', size: 'L', option: '' },
        { itemId: 'socks', size: 'M', option: '' },
      ],
    })
  })

  it('leaves out an optional item not ticked, whatever size came with it', () => {
    expect(entryLines(items, typed({ 1: '', 2: 'off' }, { 0: ' XL ', 1: 'M' }))).toEqual({ lines: [{ itemId: 'jersey', size: 'XL', option: '' }] })
  })

  it('takes a bag with no size, even one sent with it', () => {
    expect(entryLines(items, typed({ 2: 'on' }, { 0: 'S', 2: 'L' }))).toEqual({
      lines: [
        { itemId: 'jersey', size: 'S', option: '' },
        { itemId: 'bag', size: '', option: '' },
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

describe('an item in its options', () => {
  it('takes an item with options in the one the player chose, and asks for one not among its own', () => {
    expect(entryLines([jerseyInOptions], typed({}, { 0: 'YM' }, { 0: 'youth' }))).toEqual({ lines: [{ itemId: 'jersey', size: 'YM', option: 'youth' }] })
    expect(entryLines([jerseyInOptions], typed({}, { 0: 'L' }))).toEqual({ errors: { 'option.0': 'Please choose which CHEL Jersey you take' } })
    expect(entryLines([jerseyInOptions], typed({}, { 0: 'L' }, { 0: 'pro' }))).toEqual({ errors: { 'option.0': ITEM_MESSAGES.chooseOption(jerseyInOptions) } })
    // An item without options takes none, whatever was sent.
    expect(entryLines([socks], typed({ 1: 'on' }, { 1: 'M' }, { 1: 'youth' }))).toEqual({ lines: [{ itemId: 'socks', size: 'M', option: '' }] })
  })

  it('says what the published content says of each option a player chooses between, and nothing it no longer says', () => {
    const products = [
      { slug: 'chel-jersey', options: [{ _key: 'game', description: 'Light game mesh.' }, { _key: 'youth', description: '  Youth sizes YXS-YXL.  ' }, { _key: 'enhanced', description: '' }] },
      { slug: 'chel-socks', options: [{ _key: 'game', description: 'Not the jersey.' }] },
    ]
    expect(optionDescriptions([jerseyInOptions, socks], products)).toEqual({ jersey: { game: 'Light game mesh.', youth: 'Youth sizes YXS-YXL.' } })
    expect(optionDescriptions([jerseyInOptions], [{ slug: 'chel-jersey', options: null }])).toEqual({ jersey: {} })
    expect(optionDescriptions([jerseyInOptions], [])).toEqual({ jersey: {} })
  })

  it('sends the database the option of each line taken in one', () => {
    expect(optionsByItem([{ itemId: 'jersey', size: 'L', option: 'enhanced' }, { itemId: 'socks', size: 'M', option: '' }])).toEqual({ jersey: 'enhanced' })
  })

  it('names and says an item taken in an option as its order is named', () => {
    expect(itemName(jerseyInOptions, OPTIONS[2]!)).toBe('CHEL Jersey (CHEL Youth)')
    expect(itemName(socks, null)).toBe('CHEL Socks')
    const [taken] = takenItems([jerseyInOptions, bag], [{ itemId: 'jersey', size: 'YL', option: 'youth' }])
    expect(taken).toMatchObject({ option: OPTIONS[2], text: 'CHEL Youth · Jersey size YL' })
    expect(kitLine([jerseyInOptions, socks, bag], [{ itemId: 'jersey', size: 'YL', option: 'youth' }, { itemId: 'socks', size: 'M', option: '' }, { itemId: 'bag', size: '', option: '' }])).toBe('CHEL Jersey (CHEL Youth) YL, CHEL Socks M, CHEL Bag')
  })

  it('makes a roster per option taken, in the options’ order, each by number', () => {
    const entry = (name: string, number: string, option: string) => ({ player: { ...emptyPlayer(), name, number }, lines: [{ itemId: 'jersey', size: 'M', option }] })
    const rosters = itemRosters(jerseyInOptions, [entry('Kit', '12', 'youth'), entry('Mo', '9', 'game'), entry('Ana', '2', 'youth')])
    expect(rosters.map(({ option, roster }) => [option?.key, roster.map((player) => player.number)])).toEqual([
      ['game', ['9']],
      ['youth', ['2', '12']],
    ])
  })

  it('counts the paid players of each option, and the mark-up on all of them', () => {
    const paid = (option: string) => ({ status: 'paid', lines: [{ itemId: 'jersey', size: 'M', option }] })
    const [totals] = itemTotals([jerseyInOptions], [paid('youth'), paid('youth'), paid('enhanced'), { status: 'held', lines: [{ itemId: 'jersey', size: 'M', option: 'game' }] }])
    expect(totals!.optionTotals).toEqual([
      { option: OPTIONS[1], count: 1 },
      { option: OPTIONS[2], count: 2 },
    ])
    expect(totals!.markupEarnedCents).toBe(1500)
  })
})

describe('what a player pays', () => {
  it('charges each item at the shop’s price plus the team’s mark-up, in its option’s price for an item with options', () => {
    expect(linePriceCents(jersey)).toBe(7000)
    expect(linePriceCents(bag)).toBe(3000)
    expect(linePriceCents(jerseyInOptions, 'youth')).toBe(6000)
    expect(itemPrices(jerseyInOptions).map(({ option, cents }) => [option?.name, cents])).toEqual([
      ['CHEL Game Jersey', 7000],
      ['CHEL Enhanced', 8000],
      ['CHEL Youth', 6000],
    ])
    expect(itemPrices(bag)).toEqual([{ option: null, cents: 3000 }])
  })

  it('adds up the lines taken, each in its option', () => {
    const lines = [{ itemId: 'jersey', option: '' }, { itemId: 'socks', option: '' }, { itemId: 'bag', option: '' }]
    expect(linesAmountCents(items, lines)).toBe(11700)
    expect(linesAmountCents([jerseyInOptions, socks], [{ itemId: 'jersey', option: 'enhanced' }, { itemId: 'socks', option: '' }])).toBe(9700)
    expect(linesAmountCents(items, [])).toBe(0)
  })
})

describe('itemRosters', () => {
  const entry = (name: string, number: string, lines: EntryLine[]) => ({ player: { ...emptyPlayer(), name, number }, lines })
  const entries = [
    entry('Morrison', '9', [{ itemId: 'jersey', size: 'L', option: '' }, { itemId: 'socks', size: 'M', option: '' }, { itemId: 'bag', size: '', option: '' }]),
    entry('Okafor', '22', [{ itemId: 'jersey', size: 'XL', option: '' }]),
    entry('Ana', '2', [{ itemId: 'jersey', size: 'YM', option: '' }, { itemId: 'socks', size: 'YS', option: '' }]),
  ]

  it('lists by number the entries that took the item, the size in its garment’s roster field', () => {
    expect(itemRosters(jersey, entries)).toEqual([
      {
        option: null,
        roster: [
          { ...emptyPlayer(), name: 'Ana', number: '2', jerseySize: 'YM' },
          { ...emptyPlayer(), name: 'Morrison', number: '9', jerseySize: 'L' },
          { ...emptyPlayer(), name: 'Okafor', number: '22', jerseySize: 'XL' },
        ],
      },
    ])
    expect(itemRosters(socks, entries)).toEqual([
      {
        option: null,
        roster: [
          { ...emptyPlayer(), name: 'Ana', number: '2', socksSize: 'YS' },
          { ...emptyPlayer(), name: 'Morrison', number: '9', socksSize: 'M' },
        ],
      },
    ])
  })

  it('lists a bag’s players with no size', () => {
    expect(itemRosters(bag, entries)).toEqual([{ option: null, roster: [{ ...emptyPlayer(), name: 'Morrison', number: '9' }] }])
  })
})

describe('how a store and an entry say their items', () => {
  it('says each item taken in the store’s order, in its size or as included for a bag', () => {
    const taken = takenItems(items, [{ itemId: 'bag', size: '', option: '' }, { itemId: 'jersey', size: 'L', option: '' }])
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
