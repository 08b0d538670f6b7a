import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { Price } from './Price'

describe('Price', () => {
  it('writes cents with the shop formatter, keeping the attributes it is given', () => {
    expect(renderToStaticMarkup(<Price cents={195000} data-testid="cart-subtotal" className="font-bold" />)).toBe(
      '<span data-testid="cart-subtotal" class="font-bold">$1,950.00</span>',
    )
  })

  it('writes a catalogue price short, with its unit', () => {
    expect(renderToStaticMarkup(<Price cents={4500} short unit="/jersey" />)).toBe('<span>$45/jersey</span>')
  })
})
