import { describe, expect, it } from 'vitest'
import { DEFAULT_CUSTOMIZATION } from '@/lib/teams/customization'
import { sizesFor } from './sizes'

describe('sizesFor', () => {
  it('gives the spec option list of each sizing type', () => {
    expect(sizesFor('jersey')).toEqual(['YS', 'YM', 'YL', 'YXL', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'])
    expect(sizesFor('sock')).toEqual(['YS', 'YM', 'YL', 'S', 'M', 'L', 'XL'])
    expect(sizesFor('pantshell')).toEqual(['YS', 'YM', 'YL', 'YXL', 'S', 'M', 'L', 'XL', '2XL', '3XL'])
    expect(sizesFor('apparel')).toEqual(['YS', 'YM', 'YL', 'YXL', 'S', 'M', 'L', 'XL', '2XL', '3XL'])
  })

  it('has no sizes for bags, whose option is the size', () => {
    expect(sizesFor('bag')).toEqual([])
    expect(sizesFor(null)).toEqual([])
  })

  it('offers the default size M for every sized product', () => {
    for (const type of ['jersey', 'sock', 'pantshell', 'apparel']) expect(sizesFor(type)).toContain(DEFAULT_CUSTOMIZATION.size)
  })
})
