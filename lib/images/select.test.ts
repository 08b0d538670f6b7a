import { describe, expect, it } from 'vitest'
import { IMAGE_CATALOG, IMAGE_CATEGORIES } from './catalog'
import { categoryForText, pickByCategory, pickByKeywords } from './select'

describe('pickByCategory', () => {
  it('picks from the category’s own pictures, the same one for the same text', () => {
    for (const category of IMAGE_CATEGORIES) {
      const pick = pickByCategory(category, 'card 3')
      expect(pick.category).toBe(category)
      expect(IMAGE_CATALOG[category].map((image) => image.src)).toContain(pick.src)
      expect(pickByCategory(category, 'card 3')).toEqual(pick)
    }
  })

  it('varies the picture with the text', () => {
    const picks = new Set(['a1', 'b2', 'c3', 'd4', 'e5', 'f6'].map((text) => pickByCategory('action', text).src))
    expect(picks.size).toBeGreaterThan(1)
  })

  it('prefers the picture a text names', () => {
    expect(pickByCategory('jersey', 'the CHEL jersey, back view').src).toBe('/images/products/chel-back.svg')
    expect(pickByCategory('sizing', 'sock sizes').src).toBe('/images/diagrams/sock.svg')
  })
})

describe('choosing by keywords', () => {
  it('maps a text to the category its words point at', () => {
    expect(categoryForText('goalie jersey')).toBe('jersey')
    expect(categoryForText('Team crest LOGO')).toBe('logo')
    expect(categoryForText('Sizing chart')).toBe('sizing')
    expect(categoryForText('what our customers say')).toBe('testimonials')
    expect(categoryForText('youth league')).toBe('team')
  })

  it('lets a file name settle a tie: "team bags for the goalie" is the goalie bag', () => {
    expect(pickByKeywords('team bags for the goalie')).toMatchObject({ category: 'product', src: '/images/products/team-bags-goalie.svg' })
  })

  it('gives a jersey picture for "goalie jersey"', () => {
    const pick = pickByKeywords('goalie jersey')
    expect(pick?.category).toBe('jersey')
    expect(IMAGE_CATALOG.jersey.map((image) => image.src)).toContain(pick?.src)
  })

  it('gives nothing for a text without a matching word', () => {
    expect(pickByKeywords('zamboni at midnight')).toBeNull()
    expect(pickByKeywords('')).toBeNull()
  })
})
