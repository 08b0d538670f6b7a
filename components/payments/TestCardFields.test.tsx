import { prerender } from 'react-dom/static'
import { beforeAll, describe, expect, it } from 'vitest'
import { useCardPayment } from './useCardPayment'

function Fields() {
  return useCardPayment({ provider: 'test', serviceUrl: 'http://127.0.0.1:54350' }, { amountCents: 45000, locked: false }).fields
}

describe('the test provider’s card form', () => {
  let html = ''
  // Rendered once it has loaded: the form is its own chunk, out of the page's first scripts.
  beforeAll(async () => {
    html = await new Response((await prerender(<Fields />)).prelude).text()
  })

  it('labels each field and lets the browser fill the card in', () => {
    const fields: [string, string][] = [
      ['Card number', 'cc-number'],
      ['Expiry date (MM/YY)', 'cc-exp'],
      ['CVC', 'cc-csc'],
      ['Name on card', 'cc-name'],
    ]
    for (const [label, autocomplete] of fields) {
      const id = new RegExp(`<label for="([\\w-]+)"[^>]*>${label.replace(/[()]/g, '\\$&')}</label>`).exec(html)?.[1]
      expect(id, label).toBeDefined()
      expect(html).toMatch(new RegExp(`<input[^>]*id="${id}"[^>]*autoComplete="${autocomplete}"`))
    }
  })

  it('gives no input a name, so no form can send the card to the site', () => {
    expect(html.match(/<input/g)).toHaveLength(4)
    expect(html).not.toMatch(/<input[^>]*\sname=/)
  })
})
