import { describe, expect, it } from 'vitest'
import { requestRefOf } from './request-ref'

const id = '5f0c9a4e-7b1d-4c2a-9e3f-a1b2c3d4e5f6'

describe('requestRefOf', () => {
  it('names a quote request or an express order by a uuid', () => {
    expect(requestRefOf('quote', id)).toEqual({ kind: 'quote', id })
    expect(requestRefOf('express', id)).toEqual({ kind: 'express', id })
  })

  it('names nothing for another kind, an id that is no uuid, or a parameter given twice', () => {
    expect(requestRefOf('order', id)).toBeNull()
    expect(requestRefOf('toString', id)).toBeNull()
    expect(requestRefOf('quote', 'Q-7KQ2MX4P')).toBeNull()
    expect(requestRefOf(['quote', 'quote'], id)).toBeNull()
    expect(requestRefOf('quote', [id, id])).toBeNull()
    expect(requestRefOf(undefined, undefined)).toBeNull()
  })
})
