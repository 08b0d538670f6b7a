import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { firstPaymentDue, openBalanceCents, paymentDue } from './balance'

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

describe('firstPaymentDue', () => {
  it('asks for what is left of the deposit, or of the whole when the team pays at once', () => {
    expect(firstPaymentDue({ ...quote, status: 'awaiting_payment', paidCents: 0 })).toEqual({ purpose: 'deposit', cents: 120000 })
    expect(firstPaymentDue({ ...express, status: 'awaiting_payment', paidCents: 0 })).toEqual({ purpose: 'deposit', cents: 5900 })
    expect(firstPaymentDue({ ...express, status: 'awaiting_payment', paidCents: 900 })).toEqual({ purpose: 'deposit', cents: 5000 })
    expect(firstPaymentDue({ ...express, firstDueCents: 19500, status: 'awaiting_payment', paidCents: 0 })).toEqual({ purpose: 'full', cents: 19500 })
  })

  it('asks nothing of a cancelled request: its draft sent again starts no payment', () => {
    expect(firstPaymentDue({ ...express, status: 'cancelled', paidCents: 0 })).toBeNull()
  })

  it('asks nothing once the first payment is in: a draft sent again finds its order paid', () => {
    expect(firstPaymentDue({ ...express, status: 'received', paidCents: 5900 })).toBeNull()
    expect(firstPaymentDue({ ...express, status: 'awaiting_payment', paidCents: 6000 })).toBeNull()
  })
})

describe('paymentDue', () => {
  it.each([
    { ...quote, paidCents: 0 },
    { ...express, paidCents: 900 },
    { ...express, firstDueCents: 19500, paidCents: 0 },
    { ...express, paidCents: 5900 },
  ])('asks for the rest of the first payment (firstPaymentDue) while the request awaits it: %o', (amounts) => {
    const awaiting = { ...amounts, status: 'awaiting_payment' }
    expect(paymentDue(awaiting)).toEqual(firstPaymentDue(awaiting))
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

describe('what a request asks, for any amounts (property-based)', () => {
  const STATUSES = ['received', 'quoted', 'awaiting_payment', 'in_design', 'mockup_sent', 'approved', 'in_production', 'shipped', 'delivered', 'cancelled']
  /** A request as the database keeps one: a first payment of at most its total, and any sum paid (money may arrive twice). */
  const payable = fc
    .record({ totalCents: fc.integer({ min: 100, max: 1_000_000_000 }), share: fc.double({ min: 0, max: 1, noNaN: true }), paidCents: fc.integer({ min: 0, max: 2_000_000_000 }), status: fc.constantFrom(...STATUSES) })
    .map(({ totalCents, share, paidCents, status }) => ({ totalCents, firstDueCents: Math.max(1, Math.floor(totalCents * share)), paidCents, status }))

  it('never asks for more than is left of the total, nor anything of a cancelled request, and never a negative amount', () => {
    fc.assert(
      fc.property(payable, (request) => {
        const due = paymentDue(request)
        const balance = openBalanceCents(request)
        expect(balance).toBeGreaterThanOrEqual(0)
        expect(balance).toBeLessThanOrEqual(Math.max(0, request.totalCents - request.paidCents))
        if (request.status === 'cancelled') expect(due).toBeNull()
        if (due) {
          expect(due.cents).toBeGreaterThan(0)
          expect(due.cents).toBeLessThanOrEqual(request.totalCents - request.paidCents)
        }
      }),
    )
  })

  it('asks exactly what covers the first payment while awaiting it, then exactly what is left; paying it leaves nothing of that kind due', () => {
    fc.assert(
      fc.property(payable, (request) => {
        const due = paymentDue(request)
        if (!due) return
        const after = { ...request, paidCents: request.paidCents + due.cents }
        if (due.purpose === 'balance') {
          expect(after.paidCents).toBe(request.totalCents)
          expect(paymentDue(after)).toBeNull()
        } else {
          expect(request.status).toBe('awaiting_payment')
          expect(after.paidCents).toBe(request.firstDueCents)
          expect(due.purpose).toBe(request.firstDueCents < request.totalCents ? 'deposit' : 'full')
          // The payment moves the request on (received, or into design): only the balance is left.
          expect(openBalanceCents({ ...after, status: 'in_design' })).toBe(request.totalCents - request.firstDueCents)
        }
      }),
    )
  })
})
