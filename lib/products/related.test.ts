import { describe, expect, it } from 'vitest'
import { relatedProducts } from './related'

const p = (_id: string, category: string, tags: string[] = []) => ({ _id, category, tags })
const catalogue = [
  p('showtime', 'jerseys', ['game-day', 'team-order']),
  p('chel', 'jerseys', ['game-day']),
  p('socks', 'socks', ['game-day', 'team-order']),
  p('bag', 'bags', ['team-order']),
  p('pants', 'pant-shells', ['game-day', 'team-order', 'goalie']),
  p('shinny', 'jerseys', []),
  p('tee', 'apparel', ['casual']),
]

describe('relatedProducts', () => {
  it('never lists the product itself', () => {
    expect(relatedProducts(catalogue[0]!, catalogue).map((r) => r._id)).not.toContain('showtime')
  })

  it('takes the same category first, then products sharing the most tags', () => {
    expect(relatedProducts(catalogue[0]!, catalogue).map((r) => r._id)).toEqual(['chel', 'shinny', 'socks', 'pants'])
  })

  it('stops at four by default and at the given limit', () => {
    expect(relatedProducts(catalogue[1]!, catalogue)).toHaveLength(4)
    expect(relatedProducts(catalogue[1]!, catalogue, 2).map((r) => r._id)).toEqual(['showtime', 'shinny'])
  })

  it('leaves out products with neither the category nor a tag in common', () => {
    expect(relatedProducts(catalogue[3]!, catalogue).map((r) => r._id)).toEqual(['showtime', 'socks', 'pants'])
  })

  it('copes with products without tags', () => {
    expect(relatedProducts({ _id: 'x', category: 'apparel', tags: null }, catalogue).map((r) => r._id)).toEqual(['tee'])
  })
})
