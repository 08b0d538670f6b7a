import { describe, expect, it } from 'vitest'
import { inboxEntryOf } from './order-detail'

const id = '6f1c8a52-3c1d-4d3e-9a51-0b8f3d0c56a7'

describe('the entry an order page’s query names', () => {
  it('is any kind the inbox lists, with a uuid', () => {
    for (const kind of ['quote', 'express', 'order', 'enquiry']) expect(inboxEntryOf(kind, id)).toEqual({ kind, id })
  })

  it('is none for an unknown kind, a malformed id or a missing value, so the page answers 404', () => {
    for (const [kind, wanted] of [['invoice', id], ['order', 'not-an-id'], ['order', `${id}x`], [undefined, id], ['enquiry', undefined]]) {
      expect(inboxEntryOf(kind, wanted)).toBeNull()
    }
  })
})
