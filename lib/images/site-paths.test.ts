import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundledImageFile } from './site-paths'

describe('bundledImageFile', () => {
  it('finds an image under /images in the public folder', () => {
    expect(bundledImageFile('/site/public', '/images/products/jersey.svg')).toBe(path.join('/site/public', 'images/products/jersey.svg'))
  })

  it('names no file outside it, nor for any other url', () => {
    for (const url of ['/images/../secret.svg', '/images/%2e%2e/secret.svg', '/content-assets/abc.png', 'https://cdn.sanity.io/images/p/d/a.svg', '/images/x', '']) {
      expect(bundledImageFile('/site/public', url)).toBeNull()
    }
  })
})
