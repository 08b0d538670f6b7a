import { describe, expect, it } from 'vitest'
import { entryDelivery, playerShippingCents, shipsToText } from './delivery'

const home = { fullName: ' Pat Morrison ', line1: '9 Crease Court', line2: '', city: 'Toronto', region: 'ON', postalCode: 'm5v2t6', country: 'CA', phone: '' }

describe('where a team store entry’s kit goes', () => {
  it('takes no address for a store shipped to its manager, whatever was typed', () => {
    expect(entryDelivery('manager', home)).toEqual({ delivery: null })
    expect(entryDelivery('manager', {})).toEqual({ delivery: null })
  })

  it('takes the player’s address, tidied, for a store shipped to each player', () => {
    expect(entryDelivery('players', home)).toEqual({ delivery: { ...home, fullName: 'Pat Morrison', postalCode: 'M5V 2T6' } })
  })

  it('says what is wrong with a missing or wrong address on its delivery fields', () => {
    expect(entryDelivery('players', {})).toEqual({
      errors: expect.objectContaining({ 'delivery.fullName': 'Full name is required', 'delivery.line1': 'Street address is required', 'delivery.country': 'Please choose the United States or Canada' }),
    })
    expect(entryDelivery('players', { ...home, postalCode: '12345' })).toEqual({ errors: { 'delivery.postalCode': expect.stringMatching(/postal code/i) } })
  })
})

describe('shipping to each player', () => {
  it('costs what the site settings say, and is not offered without them', () => {
    expect(playerShippingCents({ terms: { playerShippingCents: 1200 } })).toBe(1200)
    expect(playerShippingCents({ terms: { playerShippingCents: null } })).toBe(0)
    expect(playerShippingCents({ terms: null })).toBe(0)
  })

  it('is said with its price where the store ships to players', () => {
    expect(shipsToText({ shipsTo: 'players', playerShippingCents: 1200 })).toBe('To each player’s address, $12.00 shipping paid by each player')
    expect(shipsToText({ shipsTo: 'manager', playerShippingCents: 0 })).toBe('To the team manager, in one delivery')
  })
})
