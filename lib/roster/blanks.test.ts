import { describe, expect, it } from 'vitest'
import { blanksCsv, blanksToBuy } from './blanks'
import type { Player } from './player'

const player = (jerseySize: string, socksSize = '', pantShellSize = '', captainPatch: Player['captainPatch'] = ''): Player => ({ name: 'P', number: '1', jerseySize, socksSize, pantShellSize, captainPatch })

describe('blanksToBuy', () => {
  it('sums each size of each garment of each product across the orders, by product, garment and the size chart’s order', () => {
    const lines = blanksToBuy([
      { product: 'Showtime Game Jersey', roster: [player('XL', 'L'), player('YM'), player('M', '', '', 'C')] },
      { product: 'CHEL Game Jersey', roster: [player('2XL', '', 'L')] },
      { product: 'Showtime Game Jersey', roster: [player('M', 'YL')] },
    ])
    expect(lines).toEqual([
      { product: 'CHEL Game Jersey', garment: 'Jerseys', size: '2XL', count: 1 },
      { product: 'CHEL Game Jersey', garment: 'Pant shells', size: 'L', count: 1 },
      { product: 'Showtime Game Jersey', garment: 'Jerseys', size: 'YM', count: 1 },
      { product: 'Showtime Game Jersey', garment: 'Jerseys', size: 'M', count: 2 },
      { product: 'Showtime Game Jersey', garment: 'Jerseys', size: 'XL', count: 1 },
      { product: 'Showtime Game Jersey', garment: 'Socks', size: 'YL', count: 1 },
      { product: 'Showtime Game Jersey', garment: 'Socks', size: 'L', count: 1 },
      { product: 'Showtime Game Jersey', garment: 'Captain patches', size: 'C', count: 1 },
    ])
  })

  it('counts a checkout order’s items at their size and quantity, under their option', () => {
    expect(
      blanksToBuy([
        { items: [{ product: 'Performance Socks', option: 'Striped', size: 'L', quantity: 12 }, { product: 'Team Bags', option: '', size: '', quantity: 2 }] },
        { items: [{ product: 'Performance Socks', option: 'Striped', size: 'L', quantity: 3 }] },
      ]),
    ).toEqual([
      { product: 'Performance Socks', garment: 'Striped', size: 'L', count: 15 },
      { product: 'Team Bags', garment: 'Items', size: 'One size', count: 2 },
    ])
  })

  it('is empty for no orders, or rosters with no size chosen', () => {
    expect(blanksToBuy([])).toEqual([])
    expect(blanksToBuy([{ product: 'Showtime Game Jersey', roster: [player('')] }])).toEqual([])
  })
})

describe('blanksCsv', () => {
  it('writes a header and a row per line, a would-be formula as text', () => {
    expect(blanksCsv([{ product: '=HYPERLINK("x")', garment: 'Jerseys', size: 'M', count: 2 }])).toBe('Product,Garment,Size,Quantity\r\n"\'=HYPERLINK(""x"")",Jerseys,M,2\r\n')
  })
})
