import { describe, expect, it } from 'vitest'
import { isCurrentSection, routes } from './routes'

describe('isCurrentSection', () => {
  it('marks Home only on the home page', () => {
    expect(isCurrentSection(routes.home, '/')).toBe(true)
    expect(isCurrentSection(routes.home, '/products')).toBe(false)
  })

  it('marks a section on its own page and its sub-pages, not on look-alike paths', () => {
    expect(isCurrentSection(routes.products, '/products')).toBe(true)
    expect(isCurrentSection(routes.products, '/products/showtime-jersey')).toBe(true)
    expect(isCurrentSection(routes.products, '/products-archive')).toBe(false)
    expect(isCurrentSection(routes.contact, '/about')).toBe(false)
  })
})
