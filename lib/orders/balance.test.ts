import { describe, expect, it } from 'vitest'
import { openBalanceCents, paymentDue } from './balance'

/** An express order of $195 paid by a $59 deposit. */
const express = { totalCents: 19500, firstDueCents: 5900 }
/** A quote of $2,400 with a $1,200 deposit. */
const quote = { totalCents: 240000, firstDueCents: 120000 }

describe('openBalanceCents', () => {
  it('is the total less what was paid, for an order received and on its way', () => {
    for (const status of ['received', 'in_design', 'mockup_sent', 'approved', 'in_production', 'shipped']) {
      expect(openBalanceCents({ ...express, status, paidCents: 5900 })).toBe(13600)
    }
  })

  it('is nothing once paid in full (or more, money that arrived twice), for a cancelled order, or before the first payment', () => {
    expect(openBalanceCents({ ...express, status: 'in_production', paidCents: 19500 })).toBe(0)
    expect(openBalanceCents({ ...express, status: 'in_production', paidCents: 25400 })).toBe(0)
    expect(openBalanceCents({ ...express, status: 'cancelled', paidCents: 5900 })).toBe(0)
    expect(openBalanceCents({ ...express, status: 'awaiting_payment', paidCents: 0 })).toBe(0)
  })

  it('is nothing for a quote until its deposit is paid', () => {
    expect(openBalanceCents({ ...quote, status: 'quoted', paidCents: 0 })).toBe(0)
    expect(openBalanceCents({ ...quote, status: 'awaiting_payment', paidCents: 0 })).toBe(0)
    expect(openBalanceCents({ ...quote, status: 'in_design', paidCents: 120000 })).toBe(120000)
  })
})

describe('paymentDue', () => {
  it('asks for the rest of the first payment while the request awaits it', () => {
    expect(paymentDue({ ...quote, status: 'awaiting_payment', paidCents: 0 })).toEqual({ purpose: 'deposit', cents: 120000 })
    expect(paymentDue({ ...express, status: 'awaiting_payment', paidCents: 0 })).toEqual({ purpose: 'deposit', cents: 5900 })
    expect(paymentDue({ ...express, firstDueCents: 19500, status: 'awaiting_payment', paidCents: 0 })).toEqual({ purpose: 'full', cents: 19500 })
  })

  it('asks for the balance once under way, and for nothing once paid or cancelled', () => {
    expect(paymentDue({ ...quote, status: 'in_design', paidCents: 120000 })).toEqual({ purpose: 'balance', cents: 120000 })
    expect(paymentDue({ ...quote, status: 'in_production', paidCents: 240000 })).toBeNull()
    expect(paymentDue({ ...quote, status: 'cancelled', paidCents: 120000 })).toBeNull()
    expect(paymentDue({ ...quote, status: 'cancelled', paidCents: 0 })).toBeNull()
  })

  it('asks nothing of a quote not yet accepted', () => {
    expect(paymentDue({ ...quote, status: 'received', paidCents: 0 })).toBeNull()
    expect(paymentDue({ ...quote, status: 'quoted', paidCents: 0 })).toBeNull()
  })
})
