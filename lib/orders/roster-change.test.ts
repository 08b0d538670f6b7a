import { describe, expect, it } from 'vitest'
import { customerMayReprice, expressRosterPrice, rosterChangeable } from './roster-change'
import { parseRosterChangeForm } from './roster-change.schema'

describe('expressRosterPrice', () => {
  const order = { pricePerPlayerCents: 8000, subtotalCents: 80000, paidCents: 24000 }

  it('prices the players now at the price per player the order was placed at', () => {
    expect(expressRosterPrice(order, 12)).toEqual({ subtotalCents: 96000, differenceCents: 16000, overpaidCents: 0 })
    expect(expressRosterPrice(order, 9)).toEqual({ subtotalCents: 72000, differenceCents: -8000, overpaidCents: 0 })
  })

  it('says what has been paid beyond a smaller total, which the customer may not make themselves', () => {
    const price = expressRosterPrice({ ...order, paidCents: 80000 }, 9)
    expect(price).toEqual({ subtotalCents: 72000, differenceCents: -8000, overpaidCents: 8000 })
    expect(customerMayReprice(price)).toBe(false)
    // Money that arrived twice stays for staff to refund; adding a player is still the customer's to do.
    expect(customerMayReprice(expressRosterPrice({ ...order, paidCents: 200000 }, 11))).toBe(true)
  })
})

describe('rosterChangeable', () => {
  it('is open after the first payment and closed from production on', () => {
    expect(rosterChangeable('express', 'received')).toBe(true)
    expect(rosterChangeable('express', 'awaiting_payment')).toBe(false)
    expect(rosterChangeable('quote', 'approved')).toBe(true)
    expect(rosterChangeable('quote', 'awaiting_payment')).toBe(false)
    expect(rosterChangeable('quote', 'in_production')).toBe(false)
  })
})

describe('parseRosterChangeForm', () => {
  const jo = { name: 'Jo', number: '9', jerseySize: 'L', socksSize: 'L', pantShellSize: 'L', captainPatch: '' }
  const blank = { name: '', number: '', jerseySize: 'M', socksSize: '', pantShellSize: '', captainPatch: '' }
  const form = (fields: Record<string, string> = {}) => ({
    kind: 'express', id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', previous: JSON.stringify([jo]), roster: JSON.stringify([jo, blank]), note: ' Lee joined ', priceChange: '', ...fields,
  })

  it('drops blank rows from the new roster, and reads no price difference as none', () => {
    const parsed = parseRosterChangeForm(form())
    expect(parsed).toMatchObject({ ok: true, data: { previous: [jo], roster: [jo], note: 'Lee joined', priceChange: 0 } })
  })

  it.each([
    ['+89', 8900],
    ['-45.50', -4550],
    ['$1,200', 120000],
  ])('reads the price difference %s as %i cents', (priceChange, cents) => {
    expect(parseRosterChangeForm(form({ priceChange }))).toMatchObject({ ok: true, data: { priceChange: cents } })
  })

  it('refuses a roster with no player, a roster that is not JSON, and a price that is not one', () => {
    expect(parseRosterChangeForm(form({ roster: JSON.stringify([blank]) }))).toMatchObject({ ok: false, errors: { roster: 'Please add at least one player with a name or a number' } })
    expect(parseRosterChangeForm(form({ roster: '[{' }))).toMatchObject({ ok: false, errors: { roster: expect.any(String) } })
    expect(parseRosterChangeForm(form({ priceChange: 'lots' }))).toMatchObject({ ok: false, errors: { priceChange: 'Enter the price difference in dollars, such as 45 or 45.50.' } })
  })
})
