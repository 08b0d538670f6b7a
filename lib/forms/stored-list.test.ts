import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readStoredList } from './stored-list'

const item = z.object({ name: z.string().trim().min(1), count: z.number().int().min(1) })
const read = (raw: string | null) => readStoredList(raw, item, 'Unreadable')

describe('readStoredList', () => {
  it('reads nothing stored as an empty list without an error', () => {
    expect(read(null)).toEqual({ items: [], error: null })
    expect(read(' ')).toEqual({ items: [], error: null })
  })

  it('reads the items, as the schema outputs them', () => {
    expect(read('[{"name":" puck ","count":2}]')).toEqual({ items: [{ name: 'puck', count: 2 }], error: null })
  })

  it.each([
    ['text that is not JSON', '[{"name":'],
    ['JSON that is not a list', '{"name":"puck","count":2}'],
    ['one bad item among good ones', '[{"name":"puck","count":2},{"name":"tape","count":-1}]'],
  ])('gives the message and no items for %s', (_, raw) => {
    expect(read(raw)).toEqual({ items: [], error: 'Unreadable' })
  })
})
