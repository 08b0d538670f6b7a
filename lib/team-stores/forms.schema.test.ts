import { describe, expect, it } from 'vitest'
import { emptyPlayer } from '@/lib/roster/player'
import { itemPlayer, garmentOf } from './fields'
import { REFUND_REFERENCE_MESSAGES } from '@/lib/errors/catalogue'
import { FILL_IN_MESSAGES } from './fill-in'
import { parseEntryForm, parseFillInForm, parseOpenStoreForm, parseOwnEntryForm, parseStoreChangeForm } from './forms.schema'
import { INVITE_MESSAGES } from './invites'
import { TEAM_STORE_MESSAGES } from './rules'

const NOW = new Date('2026-12-01T15:00:00Z')

const store = {
  productSlug: 'chel-jersey', teamName: ' Owls ', contactName: 'Jo Keeper', contactEmail: 'jo@example.com', primaryColor: '#003360', secondaryColor: '#00A0DF',
  designNotes: 'Owl on the chest', markup: '7.50', minPlayers: '12', closingDay: '2026-12-11', shipsTo: 'manager',
  'delivery.fullName': 'Jo Keeper', 'delivery.line1': '1 Rink Road', 'delivery.line2': '', 'delivery.city': 'Halifax', 'delivery.region': 'NS',
  'delivery.postalCode': 'B3H 1A1', 'delivery.country': 'CA', 'delivery.phone': '',
}

describe('opening a store', () => {
  it('reads the manager’s form: the team trimmed, the mark-up in cents, the closing day as chosen', () => {
    const parsed = parseOpenStoreForm(store, NOW)
    expect(parsed).toMatchObject({
      ok: true,
      data: { productSlug: 'chel-jersey', teamName: 'Owls', markupCents: 750, minPlayers: 12, closingDay: '2026-12-11', delivery: { city: 'Halifax', country: 'CA' } },
    })
  })

  it('takes no mark-up as none, and refuses one above the limit, a closing day too soon, no players and a missing address, keeping what was typed', () => {
    expect(parseOpenStoreForm({ ...store, markup: '' }, NOW)).toMatchObject({ ok: true, data: { markupCents: 0 } })
    expect(parseOpenStoreForm({ ...store, shipsTo: 'players' }, NOW)).toMatchObject({ ok: true, data: { shipsTo: 'players' } })
    expect(parseOpenStoreForm({ ...store, shipsTo: 'the moon' }, NOW)).toMatchObject({ ok: false, errors: { shipsTo: 'Please choose where the kit goes' } })
    const parsed = parseOpenStoreForm({ ...store, markup: '250', closingDay: '2026-12-02', minPlayers: '0', contactEmail: 'jo', 'delivery.line1': '' }, NOW)
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.errors).toMatchObject({
      markup: 'The mark-up can be at most $100.00.',
      closingDay: TEAM_STORE_MESSAGES.closingTooSoon,
      minPlayers: 'Enter from 1 to 100 players',
      contactEmail: 'Please enter a valid email address',
      'delivery.line1': expect.any(String),
    })
    expect(parsed.values).toMatchObject({ markup: '250', closingDay: '2026-12-02' })
  })
})

const LINK = 'a'.repeat(64)

describe('a player’s entry', () => {
  it('reads the store’s link, the nameplate, number and e-mail trimmed, and per item position whether it is taken and its size', () => {
    const parsed = parseEntryForm({ store: LINK, name: ' Morrison ', number: '09', email: ' mo@example.com ', 'size.0': 'XL', 'take.1': 'on', 'size.1': 'M', 'take.2': 'on' })
    expect(parsed).toMatchObject({ ok: true, data: { store: LINK, name: 'Morrison', number: '09', email: 'mo@example.com' } })
    if (!parsed.ok) return
    // Every position comes, blank when not sent: entryLines reads them against the store's items.
    expect(parsed.data.take).toEqual({ 0: '', 1: 'on', 2: 'on', 3: '', 4: '', 5: '' })
    expect(parsed.data.size).toEqual({ 0: 'XL', 1: 'M', 2: '', 3: '', 4: '', 5: '' })
  })

  it('keeps the option chosen for each item by its content key, twelve characters long as the Studio makes them', () => {
    const parsed = parseEntryForm({ store: LINK, name: 'Ana', number: '2', email: 'ana@example.com', 'size.0': 'YM', 'option.0': '41ea23b2a4c1' })
    expect(parsed.ok && parsed.data.option).toEqual({ 0: '41ea23b2a4c1', 1: '', 2: '', 3: '', 4: '', 5: '' })
  })

  it('says a size too long to be any list’s by its item’s field', () => {
    expect(parseEntryForm({ store: LINK, name: 'Mo', number: '9', email: 'mo@example.com', 'size.1': 'EXTRA-EXTRA-LARGE' })).toMatchObject({ ok: false, errors: { 'size.1': 'Please choose a size from the list' } })
  })

  it('asks for a nameplate, a number of up to three digits and an e-mail, and refuses a link that is none', () => {
    expect(parseEntryForm({ store: 'nope', name: '', number: '1234', 'size.0': 'L', email: 'nope' })).toMatchObject({
      ok: false,
      errors: {
        store: 'This team store link is not open. Please check the link with your team manager.',
        name: 'Please enter the name for the nameplate',
        number: 'Please enter a number of up to 3 digits',
        email: 'Please enter a valid email address',
      },
    })
  })

  it('makes a roster player of an item’s order with its one size, or says the size is not the item’s', () => {
    const typed = { name: 'Morrison', number: '09', size: 'XL' }
    expect(itemPlayer(typed, garmentOf('jersey'))).toEqual({ ...emptyPlayer(), name: 'Morrison', number: '09', jerseySize: 'XL' })
    expect(itemPlayer({ ...typed, size: 'L' }, garmentOf('sock'))).toEqual({ ...emptyPlayer(), name: 'Morrison', number: '09', socksSize: 'L' })
    expect(itemPlayer({ ...typed, size: '3XL' }, garmentOf('sock'))).toBe('Please choose a socks size')
    // A bag has no size to choose.
    expect(itemPlayer(typed, garmentOf('bag'))).toEqual(emptyPlayerWith('Morrison', '09'))
  })

  it('reads a change to an entry by its own link, with the size per item position', () => {
    const parsed = parseOwnEntryForm({ entry: LINK, name: 'Mo', number: '9', 'size.0': 'L', 'size.2': 'M' })
    expect(parsed).toMatchObject({ ok: true, data: { entry: LINK, name: 'Mo', number: '9', size: { 0: 'L', 1: '', 2: 'M' } } })
    expect(parseOwnEntryForm({ entry: '', name: 'Mo', number: '', 'size.0': 'L' })).toMatchObject({ ok: false, errors: { entry: expect.any(String), number: expect.any(String) } })
  })
})

const emptyPlayerWith = (name: string, number: string) => ({ ...emptyPlayer(), name, number })

describe('a change from a store’s board', () => {
  const id = '6f1c2b9e-3c1d-4a6b-9a57-0d6a1b2c3d4e'

  it('reads invitations as a list of addresses, each once', () => {
    expect(parseStoreChangeForm({ action: 'invite', id, emails: 'ana@example.com\nBea <bea@example.com>, ANA@example.com' })).toMatchObject({
      ok: true,
      data: { action: 'invite', id, emails: ['ana@example.com', 'bea@example.com'] },
    })
  })

  it('says which address is not one, and keeps what was typed', () => {
    const emails = 'ana@example.com, bea@example'
    expect(parseStoreChangeForm({ action: 'invite', id, emails })).toMatchObject({
      ok: false,
      errors: { emails: INVITE_MESSAGES.invalid('bea@example') },
      values: { emails },
    })
  })

  it('reads a reminder by the store alone', () => {
    expect(parseStoreChangeForm({ action: 'remind', id })).toMatchObject({ ok: true, data: { action: 'remind', id } })
    expect(parseStoreChangeForm({ action: 'remind', id: 'x' })).toMatchObject({ ok: false })
  })

  it('reads a new minimum of 1 to 100 players, keeping what was typed when it is not one', () => {
    expect(parseStoreChangeForm({ action: 'minimum', id, minPlayers: ' 12 ' })).toMatchObject({ ok: true, data: { action: 'minimum', id, minPlayers: 12 } })
    expect(parseStoreChangeForm({ action: 'minimum', id, minPlayers: '0' })).toMatchObject({ ok: false, errors: { minPlayers: 'Enter from 1 to 100 players' }, values: { minPlayers: '0' } })
    expect(parseStoreChangeForm({ action: 'minimum', id, minPlayers: 'ten' })).toMatchObject({ ok: false, errors: { minPlayers: 'Enter the smallest number of players, such as 10' } })
  })

  it('reads an item to add: the product, its mark-up in cents (blank for none) and whether every player takes it', () => {
    expect(parseStoreChangeForm({ action: 'add-item', id, productSlug: ' chel-socks ', markup: '2.50', required: 'on' })).toMatchObject({
      ok: true,
      data: { action: 'add-item', id, productSlug: 'chel-socks', markup: 250, required: true },
    })
    expect(parseStoreChangeForm({ action: 'add-item', id, productSlug: 'chel-bag', markup: '', required: '' })).toMatchObject({ ok: true, data: { markup: 0, required: false } })
    expect(parseStoreChangeForm({ action: 'add-item', id, productSlug: ' ', markup: '250', required: '' })).toMatchObject({
      ok: false,
      errors: { productSlug: 'Please choose a product', markup: 'The mark-up can be at most $100.00.' },
      values: { markup: '250' },
    })
  })

  it('reads an item to remove by its id alone', () => {
    expect(parseStoreChangeForm({ action: 'remove-item', itemId: id })).toMatchObject({ ok: true, data: { action: 'remove-item', itemId: id } })
    expect(parseStoreChangeForm({ action: 'remove-item', itemId: 'x' })).toMatchObject({ ok: false, errors: { itemId: 'This store could not be identified. Reload the page.' } })
  })

  it('reads staff’s handling of a failed refund: tried again by its id, or made by hand with the provider’s reference, kept as typed when missing', () => {
    const refundId = id
    expect(parseStoreChangeForm({ action: 'retry-refund', refundId })).toMatchObject({ ok: true, data: { action: 'retry-refund', refundId } })
    expect(parseStoreChangeForm({ action: 'refunded-by-hand', refundId, reference: ' re_1 ' })).toMatchObject({ ok: true, data: { action: 'refunded-by-hand', refundId, reference: 're_1' } })
    expect(parseStoreChangeForm({ action: 'refunded-by-hand', refundId, reference: '  ' })).toMatchObject({ ok: false, errors: { reference: REFUND_REFERENCE_MESSAGES.missing }, values: { reference: '  ' } })
    expect(parseStoreChangeForm({ action: 'refunded-by-hand', refundId, reference: 'r'.repeat(256) })).toMatchObject({ ok: false, errors: { reference: REFUND_REFERENCE_MESSAGES.tooLong } })
  })
})

describe('late players for a store that became its orders', () => {
  const id = '6f1c2b9e-3c1d-4a6b-9a57-0d6a1b2c3d4e'
  const itemId = '1a2b3c4d-0000-4000-8000-000000000002'

  it('reads the store, the item’s order the players join, and the players as typed', () => {
    expect(parseFillInForm({ id, itemId, players: ' 12, Dupont, L \n' })).toMatchObject({ ok: true, data: { id, itemId, players: '12, Dupont, L' } })
  })

  it('asks which item the late players take', () => {
    expect(parseFillInForm({ id, itemId: '', players: '12, Dupont, L' })).toMatchObject({ ok: false, errors: { itemId: FILL_IN_MESSAGES.item } })
  })
})
