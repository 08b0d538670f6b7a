import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readStoredList } from './stored-list'

const item = z.object({ name: z.string().trim().min(1), count: z.number().int().min(1) })
const messages = { unreadable: 'Unreadable', partlyUnreadable: 'Some unreadable' }
const read = (raw: string | null, maxItems = 10) => readStoredList(raw, item, messages, maxItems)

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
    ['a list of nothing but bad items', '[{"name":"tape","count":-1},7]'],
  ])('gives the message and no items for %s', (_, raw) => {
    expect(read(raw)).toEqual({ items: [], error: 'Unreadable' })
  })

  it('keeps the good items when one is bad, and says some were lost', () => {
    expect(read('[{"name":"puck","count":2},{"name":"tape","count":-1},{"name":"stick","count":1}]')).toEqual({
      items: [{ name: 'puck', count: 2 }, { name: 'stick', count: 1 }],
      error: 'Some unreadable',
    })
  })

  it('keeps at most the given number of items, in order', () => {
    const raw = JSON.stringify(Array.from({ length: 5 }, (_, index) => ({ name: `item ${index}`, count: 1 })))
    expect(read(raw, 3)).toEqual({ items: [0, 1, 2].map((index) => ({ name: `item ${index}`, count: 1 })), error: 'Some unreadable' })
  })
})
