import { describe, expect, it } from 'vitest'
import { draftFromText, draftKey, latestOtherDraftKey, storedDraftText } from './draft-storage'

/** A Storage over a map, in insertion order. */
function memoryStorage(entries: Record<string, string>) {
  const keys = Object.keys(entries)
  return { length: keys.length, key: (index: number) => keys[index] ?? null, getItem: (key: string) => entries[key] ?? null }
}

describe('draft storage', () => {
  it('keeps one draft per wizard and product', () => {
    expect(draftKey('quote', 'chel-jersey')).not.toBe(draftKey('express', 'chel-jersey'))
    expect(draftKey('quote', 'chel-jersey')).not.toBe(draftKey('quote', 'socks'))
  })

  it('reads back what it wrote, and nothing from corrupt text', () => {
    expect(draftFromText(storedDraftText({ step: 2 }, 5))).toEqual({ step: 2 })
    for (const corrupt of ['{', 'null', '"text"', '{"draft":{}}', '[]']) expect(draftFromText(corrupt)).toBeUndefined()
  })

  it('finds the draft of this wizard saved last for another product, skipping corrupt ones', () => {
    const storage = memoryStorage({
      [draftKey('quote', 'socks')]: storedDraftText({}, 10),
      [draftKey('quote', 'pant-shells')]: storedDraftText({}, 30),
      [draftKey('quote', 'broken')]: '{',
      [draftKey('express', 'socks')]: storedDraftText({}, 99),
      [draftKey('quote', 'chel-jersey')]: storedDraftText({}, 50),
      'other-site-key': '{}',
    })
    expect(latestOtherDraftKey(storage, 'quote', 'chel-jersey')).toBe(draftKey('quote', 'pant-shells'))
    expect(latestOtherDraftKey(memoryStorage({}), 'quote', 'chel-jersey')).toBeNull()
  })
})
