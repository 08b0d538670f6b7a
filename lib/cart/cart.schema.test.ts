import { describe, expect, it } from 'vitest'
import { jersey, socks } from './cart.fixtures'
import { CORRUPT_STORAGE_MESSAGES } from '@/lib/errors/catalogue'
import { cartLineId } from './cart'
import { cartLineSchema, readStoredCart } from './cart.schema'

describe('cartLineSchema', () => {
  it('accepts a line made by newCartLine', () => {
    expect(cartLineSchema.parse(jersey)).toEqual(jersey)
  })

  it.each<[string, Record<string, unknown>]>([
    ['a quantity of 0', { quantity: 0 }],
    ['a negative quantity', { quantity: -1 }],
    ['more than 999', { quantity: 1000 }],
    ['a fractional price', { unitPriceCents: 12.5 }],
    ['a script as image', { image: 'javascript:alert(1)' }],
    ['an image on another site without a scheme', { image: '//evil.example/x.png' }],
    ['a colour that is not #RRGGBB', { colorCode: 'navy' }],
  ])('rejects %s', (_, change) => {
    expect(cartLineSchema.safeParse({ ...jersey, ...change }).success).toBe(false)
  })

  it('explains a bad quantity with the quantity rule\'s own words', () => {
    expect(cartLineSchema.safeParse({ ...jersey, quantity: 0 }).error?.issues[0]?.message).toBe('The quantity must be at least 1')
  })

  it('accepts a picture on this site', () => {
    expect(cartLineSchema.safeParse({ ...jersey, image: '/images/showtime.png' }).success).toBe(true)
  })
})

describe('readStoredCart', () => {
  it('reads nothing stored as an empty cart without an error', () => {
    expect(readStoredCart(null)).toEqual({ lines: [], error: null })
    expect(readStoredCart('  ')).toEqual({ lines: [], error: null })
  })

  it('reads a cart saved earlier', () => {
    expect(readStoredCart(JSON.stringify([jersey, socks]))).toEqual({ lines: [jersey, socks], error: null })
  })

  it('reads a cart saved while each customization also carried the quantity, without that copy and under the same ids', () => {
    const old = [jersey, socks].map((line) => ({ ...line, customization: { ...line.customization, quantity: 40 } }))
    const { lines, error } = readStoredCart(JSON.stringify(old))
    expect({ lines, error }).toEqual({ lines: [jersey, socks], error: null })
    expect(lines.map(cartLineId)).toEqual([jersey.id, socks.id])
  })

  it.each([
    ['text that is not JSON', '[{"id":'],
    ['JSON of the wrong shape', JSON.stringify({ lines: [jersey] })],
    ['its only line without its customization', JSON.stringify([{ ...jersey, customization: undefined }])],
  ])('reports %s as unreadable, with nothing to keep', (_, raw) => {
    expect(readStoredCart(raw)).toEqual({ lines: [], error: CORRUPT_STORAGE_MESSAGES.cart })
  })

  it('keeps the readable lines when one is unreadable, and says so (one bad line used to empty the cart)', () => {
    expect(readStoredCart(JSON.stringify([jersey, { ...socks, quantity: -2 }]))).toEqual({ lines: [jersey], error: CORRUPT_STORAGE_MESSAGES.cartPartly })
  })
})
