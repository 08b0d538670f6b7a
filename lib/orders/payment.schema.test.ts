import { describe, expect, it } from 'vitest'
import { parseRequestPaymentForm } from './payment.schema'

const ID = '5f0c9a4e-7b1d-4c2a-9e3f-a1b2c3d4e5f6'

describe('parseRequestPaymentForm', () => {
  it('takes the kind of request, its id and the amount the page showed, in whole cents', () => {
    const parsed = parseRequestPaymentForm({ kind: 'quote', id: ID, shownCents: '52400', amount: '1' })
    expect(parsed.ok && parsed.data).toEqual({ kind: 'quote', id: ID, shownCents: 52400 })
  })

  it.each([
    ['another kind of order', { kind: 'order', id: ID, shownCents: '52400' }, 'kind'],
    ['no id', { kind: 'express', id: '', shownCents: '52400' }, 'id'],
    ['no amount', { kind: 'express', id: ID, shownCents: '' }, 'shownCents'],
    ['a fraction of a cent', { kind: 'express', id: ID, shownCents: '524.5' }, 'shownCents'],
    ['a negative amount', { kind: 'express', id: ID, shownCents: '-100' }, 'shownCents'],
  ])('refuses %s on its field', (_, form, field) => {
    const parsed = parseRequestPaymentForm(form)
    expect(parsed.ok).toBe(false)
    expect(!parsed.ok && Object.keys(parsed.errors)).toEqual([field])
  })
})
