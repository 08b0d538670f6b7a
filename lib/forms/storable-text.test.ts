import { describe, expect, it } from 'vitest'
import { storableDeep, storableText } from './storable-text'

describe('storableText', () => {
  it('drops U+0000 from a text and leaves every other character', () => {
    expect(storableText('Lo\u0000ons\u0000')).toBe('Loons')
    expect(storableText('\u00a0é😀\u0001')).toBe('\u00a0é😀\u0001')
  })

  it('makes half of a surrogate pair on its own U+FFFD, as a browser sends it, and keeps whole pairs', () => {
    expect(storableText('\ud800Jo\udfff')).toBe('\ufffdJo\ufffd')
    expect(storableText('😀\ud83d')).toBe('😀\ufffd')
    expect(storableText('\udfff\ud800')).toBe('\ufffd\ufffd')
  })

  it('drops it from every text of a JSON value, keys and other values kept, no prototype touched', () => {
    const parsed: unknown = JSON.parse('{"__proto__":{"polluted":"x\\u0000"},"players":[{"name":"A\\u0000"}],"n":1,"ok":true,"none":null}')
    const clean = storableDeep(parsed) as Record<string, unknown>
    expect(JSON.stringify(clean)).toBe('{"__proto__":{"polluted":"x"},"players":[{"name":"A"}],"n":1,"ok":true,"none":null}')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getPrototypeOf(clean)).toBe(Object.prototype)
  })

  it('copies a forged array whose own constructor is not one', () => {
    const forged = Object.assign(['a\u0000'], { constructor: { [Symbol.species]: 42 } })
    expect(storableDeep(forged)).toEqual(['a'])
  })
})
