import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CATEGORY_KEYWORDS, IMAGE_CATALOG, IMAGE_CATEGORIES } from './catalog'

describe('the image catalog', () => {
  it('files at least one picture under each of the spec’s eight categories', () => {
    expect(IMAGE_CATEGORIES).toEqual(['jersey', 'logo', 'team', 'action', 'sizing', 'background', 'product', 'testimonials'])
    for (const category of IMAGE_CATEGORIES) expect(IMAGE_CATALOG[category].length, category).toBeGreaterThan(0)
  })

  it('points only at files that exist in public/', () => {
    for (const image of Object.values(IMAGE_CATALOG).flat()) expect(existsSync(path.join('public', image.src)), image.src).toBe(true)
  })

  it('gives no keyword to two categories', () => {
    const all = Object.values(CATEGORY_KEYWORDS).flat()
    expect(new Set(all).size).toBe(all.length)
  })
})
