import { describe, expect, it } from 'vitest'
import { emptyPlayer } from '@/lib/roster/player'
import { garmentOf } from './fields'
import { parseEntryForm, parseOpenStoreForm } from './forms.schema'
import { TEAM_STORE_MESSAGES } from './rules'

const NOW = new Date('2026-12-01T15:00:00Z')

const store = {
  productSlug: 'chel-jersey', teamName: ' Owls ', contactName: 'Jo Keeper', contactEmail: 'jo@example.com', primaryColor: '#003360', secondaryColor: '#00A0DF',
  designNotes: 'Owl on the chest', markup: '7.50', minPlayers: '12', closingDay: '2026-12-11',
  'delivery.fullName': 'Jo Keeper', 'delivery.line1': '1 Rink Road', 'delivery.line2': '', 'delivery.city': 'Halifax', 'delivery.region': 'NS',
  'delivery.postalCode': 'B3H 1A1', 'delivery.country': 'CA', 'delivery.phone': '',
}

describe('opening a store', () => {
  it('reads the manager’s form: the team trimmed, the mark-up in cents, the store closing at the end of its day on the shop’s clock', () => {
    const parsed = parseOpenStoreForm(store, NOW)
    expect(parsed).toMatchObject({
      ok: true,
      data: { productSlug: 'chel-jersey', teamName: 'Owls', markupCents: 750, minPlayers: 12, closesAt: new Date('2026-12-12T05:00:00Z'), delivery: { city: 'Halifax', country: 'CA' } },
    })
  })

  it('takes no mark-up as none, and refuses one above the limit, a closing day too soon, no players and a missing address, keeping what was typed', () => {
    expect(parseOpenStoreForm({ ...store, markup: '' }, NOW)).toMatchObject({ ok: true, data: { markupCents: 0 } })
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

describe('a player’s entry', () => {
  const jersey = garmentOf('jersey')
  it('makes a roster player of the nameplate, number and the product’s one size', () => {
    expect(parseEntryForm({ name: ' Morrison ', number: '09', size: 'XL', email: ' mo@example.com ' }, jersey)).toMatchObject({
      ok: true,
      data: { player: { ...emptyPlayer(), name: 'Morrison', number: '09', jerseySize: 'XL' }, email: 'mo@example.com' },
    })
    expect(parseEntryForm({ name: 'Kit', number: '3', size: 'L', email: 'kit@example.com' }, garmentOf('sock'))).toMatchObject({ ok: true, data: { player: { socksSize: 'L', jerseySize: '' } } })
    // A bag has no size to choose.
    expect(parseEntryForm({ name: 'Kit', number: '3', size: 'XL', email: 'kit@example.com' }, garmentOf('bag'))).toMatchObject({ ok: true, data: { player: emptyPlayerWith('Kit', '3') } })
  })

  it('asks for a nameplate, a number of up to three digits, a size from the list and an e-mail', () => {
    const parsed = parseEntryForm({ name: '', number: '1234', size: '6XL', email: 'nope' }, jersey)
    expect(parsed).toMatchObject({
      ok: false,
      errors: { name: 'Please enter the name for the nameplate', number: 'Please enter a number of up to 3 digits', size: 'Please choose a jersey size', email: 'Please enter a valid email address' },
    })
  })
})

const emptyPlayerWith = (name: string, number: string) => ({ ...emptyPlayer(), name, number })
