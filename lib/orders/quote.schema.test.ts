import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { quoteTotalCents, quoteTotals } from './quote'
import { parseQuoteAcceptForm, parseQuotePricingForm } from './quote.schema'

/** The pricing form as staff send it: `rows` of [description, quantity, price each], the rest blank. */
function pricingForm(rows: [string, string, string][], extra: Record<string, string> = {}) {
  const form: Record<string, string> = { id: '5f0c9a4e-7b1d-4c2a-9e3f-a1b2c3d4e5f6', from: 'received', rushFee: '', noteToCustomer: '', ...extra }
  rows.forEach(([description, quantity, unitPrice], index) => Object.assign(form, { [`lines.${index}.description`]: description, [`lines.${index}.quantity`]: quantity, [`lines.${index}.unitPrice`]: unitPrice }))
  return form
}

describe('quoteTotals', () => {
  it('sums the lines, adds the rush fee and takes the deposit on the total, rounded up to a dollar', () => {
    expect(quoteTotals([{ description: 'Jersey', quantity: 18, unitPriceCents: 8500 }, { description: 'Socks', quantity: 18, unitPriceCents: 1200 }], 15000, 30)).toEqual({
      totalCents: 189600,
      depositCents: 56900,
    })
    expect(quoteTotalCents([{ description: 'Jersey', quantity: 18, unitPriceCents: 8500 }, { description: 'Socks', quantity: 18, unitPriceCents: 1200 }], 0)).toBe(174600)
  })

  it('asks a dollar at least, and never more than the total', () => {
    expect(quoteTotals([{ description: 'Patch', quantity: 1, unitPriceCents: 150 }], 0, 0).depositCents).toBe(100)
    expect(quoteTotals([{ description: 'Patch', quantity: 1, unitPriceCents: 100 }], 0, 30).depositCents).toBe(100)
    expect(quoteTotals([{ description: 'Jersey', quantity: 2, unitPriceCents: 5000 }], 0, 100).depositCents).toBe(10000)
  })
})

describe('parseQuotePricingForm', () => {
  it('reads lines in dollars as cents, drops the empty rows left at the end, and reads a blank rush fee as none', () => {
    const parsed = parseQuotePricingForm(pricingForm([['Pro jersey', '18', '85'], ['Socks', ' 18 ', '$1,012.50'], ['', '', '']], { noteToCustomer: '  Thanks!  ' }))
    expect(parsed.ok && parsed.data).toEqual({
      id: '5f0c9a4e-7b1d-4c2a-9e3f-a1b2c3d4e5f6',
      from: 'received',
      lines: [
        { description: 'Pro jersey', quantity: 18, unitPriceCents: 8500 },
        { description: 'Socks', quantity: 18, unitPriceCents: 101250 },
      ],
      rushFeeCents: 0,
      noteToCustomer: 'Thanks!',
    })
  })

  it('puts each message on its own row and field, and keeps what was typed', () => {
    const parsed = parseQuotePricingForm(pricingForm([['Pro jersey', '1.5', '85'], ['', '', ''], ['Socks', '2', '12.345']]))
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.errors).toMatchObject({
      'lines.0.quantity': 'Enter a whole number of items.',
      'lines.1.description': 'Say what this line is.',
      'lines.2.unitPrice': 'Enter the price each in dollars, such as 45 or 45.50.',
    })
    expect(parsed.values['lines.2.unitPrice']).toBe('12.345')
  })

  it('asks for a line at all, a total of a dollar or more, and a rush fee in dollars', () => {
    const empty = parseQuotePricingForm(pricingForm([['', '', '']]))
    expect(!empty.ok && empty.errors['lines.0.description']).toBe('Add at least one line.')
    const free = parseQuotePricingForm(pricingForm([['Sample', '1', '0']]))
    expect(!free.ok && free.errors.rushFee).toBe("The quote's total must be from $1.00 to $10,000,000.00.")
    const rush = parseQuotePricingForm(pricingForm([['Pro jersey', '18', '85']], { rushFee: 'fifty' }))
    expect(!rush.ok && rush.errors.rushFee).toBe('Enter the rush fee in dollars, such as 45 or 45.50.')
  })

  it('refuses a request it cannot identify, or one neither received nor quoted', () => {
    for (const extra of [{ id: 'not-a-uuid' }, { from: 'awaiting_payment' }] as Record<string, string>[]) {
      const parsed = parseQuotePricingForm(pricingForm([['Pro jersey', '18', '85']], extra))
      expect(parsed.ok).toBe(false)
    }
  })
})

describe('parseQuoteAcceptForm', () => {
  const delivery = { fullName: 'Jo Keeper', line1: '1 Rink Road', line2: '', city: 'Halifax', region: 'NS', postalCode: 'b3h1a1', country: 'CA', phone: '' }
  const form = (fields: Record<string, string>) => ({ id: '5f0c9a4e-7b1d-4c2a-9e3f-a1b2c3d4e5f6', ...Object.fromEntries(Object.entries(delivery).map(([key, value]) => [`delivery.${key}`, value])), ...fields })

  it('takes the request, the pricing time the page showed and where it goes, nothing else', () => {
    const parsed = parseQuoteAcceptForm(form({ quotedAt: '2026-11-26T10:00:00.123+00:00' }))
    expect(parsed.ok && parsed.data).toEqual({ id: '5f0c9a4e-7b1d-4c2a-9e3f-a1b2c3d4e5f6', quotedAt: '2026-11-26T10:00:00.123+00:00', delivery: { ...delivery, postalCode: 'B3H 1A1' } })
    expect(parseQuoteAcceptForm(form({ quotedAt: '2026-11-26 10:00:00.123456+00' })).ok).toBe(true)
    expect(parseQuoteAcceptForm(form({ quotedAt: 'yesterday' })).ok).toBe(false)
  })

  it('says what the delivery address is missing, at its field, keeping what was typed', () => {
    expect(parseQuoteAcceptForm(form({ quotedAt: '2026-11-26T10:00:00Z', 'delivery.line1': ' ', 'delivery.postalCode': '12345' }))).toMatchObject({
      ok: false,
      errors: { 'delivery.line1': 'Street address is required', 'delivery.postalCode': 'Please enter a postal code such as K1A 0B1' },
      values: { 'delivery.city': 'Halifax', 'delivery.postalCode': '12345' },
    })
  })
})

describe('quoteTotals, for any lines (property-based)', () => {
  const line = fc.record({
    description: fc.constant('Item'),
    quantity: fc.integer({ min: 1, max: 1_000 }),
    unitPriceCents: fc.integer({ min: 0, max: 100_000 }),
  })

  it('totals the lines and the rush fee, and asks a deposit of at least a dollar, at most the total, in whole dollars below it', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 50 }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 100 }), (lines, rushFeeCents, percent) => {
        fc.pre(quoteTotalCents(lines, rushFeeCents) >= 100)
        const { totalCents, depositCents } = quoteTotals(lines, rushFeeCents, percent)
        expect(totalCents).toBe(lines.reduce((sum, { quantity, unitPriceCents }) => sum + quantity * unitPriceCents, 0) + rushFeeCents)
        expect(depositCents).toBeGreaterThanOrEqual(100)
        expect(depositCents).toBeLessThanOrEqual(totalCents)
        expect(depositCents * 100).toBeGreaterThanOrEqual(Math.min(totalCents * percent, totalCents * 100))
        if (depositCents < totalCents) expect(depositCents % 100).toBe(0)
      }),
    )
  })
})
