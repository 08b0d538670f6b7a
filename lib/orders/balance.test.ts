import { describe, expect, it } from 'vitest'
import { openBalanceCents } from './balance'

describe('openBalanceCents', () => {
  it('is the total less what was paid, for an order received and on its way', () => {
    for (const status of ['received', 'in_design', 'mockup_sent', 'approved', 'in_production', 'shipped']) {
      expect(openBalanceCents({ status, subtotalCents: 19500, paidCents: 5900 })).toBe(13600)
    }
  })

  it('is nothing once paid in full (or more, money that arrived twice), for a cancelled order, or before the first payment', () => {
    expect(openBalanceCents({ status: 'in_production', subtotalCents: 19500, paidCents: 19500 })).toBe(0)
    expect(openBalanceCents({ status: 'in_production', subtotalCents: 19500, paidCents: 25400 })).toBe(0)
    expect(openBalanceCents({ status: 'cancelled', subtotalCents: 19500, paidCents: 5900 })).toBe(0)
    expect(openBalanceCents({ status: 'awaiting_payment', subtotalCents: 19500, paidCents: 0 })).toBe(0)
  })
})
