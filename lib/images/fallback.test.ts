import { describe, expect, it } from 'vitest'
import { fallbackCandidates, isPlaceholder, legacySource, placeholderSource } from './fallback'

const fallback = '/images/brand/fallback.svg'

describe('legacySource', () => {
  it('looks for the same file name in the legacy folder', () => {
    expect(legacySource('/images/products/classic-jersey.svg')).toBe('/images/legacy/classic-jersey.svg')
    expect(legacySource('/images/products/classic-jersey.svg?v=2')).toBe('/images/legacy/classic-jersey.svg')
  })

  it('has no legacy copy for remote, inline or already-legacy pictures', () => {
    expect(legacySource('https://cdn.sanity.io/images/p/d/a.png')).toBeNull()
    expect(legacySource('data:image/svg+xml,x')).toBeNull()
    expect(legacySource('/images/legacy/classic-jersey.svg')).toBeNull()
  })
})

describe('placeholderSource', () => {
  it('draws an SVG of the asked size with the size and label written on it', () => {
    const src = placeholderSource({ width: 600, height: 400, label: 'Jersey <front>' })
    expect(isPlaceholder(src)).toBe(true)
    const svg = decodeURIComponent(src.replace('data:image/svg+xml,', ''))
    expect(svg).toContain('width="600" height="400"')
    expect(svg).toContain('Jersey &#60;front&#62; · 600×400')
  })
})

describe('fallbackCandidates', () => {
  it('orders the picture, its legacy copy, a placeholder and the default fallback', () => {
    const chain = fallbackCandidates('/images/products/x.svg', { fallback, placeholder: { width: 10, height: 10 } })
    expect(chain).toHaveLength(4)
    expect(chain.slice(0, 2)).toEqual(['/images/products/x.svg', '/images/legacy/x.svg'])
    expect(isPlaceholder(chain[2]!)).toBe(true)
    expect(chain[3]).toBe(fallback)
  })

  it('skips the placeholder when asked, and steps that do not apply', () => {
    expect(fallbackCandidates('/images/products/x.svg', { fallback, placeholder: false })).toEqual(['/images/products/x.svg', '/images/legacy/x.svg', fallback])
    expect(fallbackCandidates('https://cdn.sanity.io/a.png', { fallback, placeholder: false })).toEqual(['https://cdn.sanity.io/a.png', fallback])
  })

  it('does not list the fallback twice', () => {
    expect(fallbackCandidates(fallback, { fallback, placeholder: false })).toEqual([fallback, '/images/legacy/fallback.svg'])
  })
})
