import { describe, expect, it } from 'vitest'
import { imageSource } from './image'

const project = { projectId: 'p1', dataset: 'production' }
const hosted = {
  alt: 'Jersey',
  url: 'https://cdn.sanity.io/images/p1/production/abc123-800x600.png',
  width: 800,
  height: 600,
  assetId: 'image-abc123-800x600-png',
  crop: null,
  hotspot: null,
}

describe('imageSource', () => {
  it('uses bundled artwork as it is', () => {
    const bundled = { ...hosted, url: '/images/products/a.svg', assetId: 'image-0b8f3d0c56a7c8a4f1f0d4f0e3a2b1c0d9e8f7a6-800x600-svg' }
    expect(imageSource(bundled, project)).toEqual({ src: '/images/products/a.svg', alt: 'Jersey', width: 800, height: 600 })
  })

  it("applies the editor's crop on the CDN and reports the cropped size", () => {
    const source = imageSource({ ...hosted, crop: { top: 0.1, bottom: 0.1, left: 0.25, right: 0 } }, project)
    expect(source?.src).toBe('https://cdn.sanity.io/images/p1/production/abc123-800x600.png?rect=200,60,600,480')
    expect(source).toMatchObject({ width: 600, height: 480 })
  })

  it('turns the hotspot into a focus point within the cropped picture', () => {
    const source = imageSource({ ...hosted, crop: { top: 0, bottom: 0, left: 0.5, right: 0 }, hotspot: { x: 0.75, y: 0.2 } }, project)
    expect(source?.objectPosition).toBe('50% 20%')
  })

  it('has nothing to show without a URL or size', () => {
    expect(imageSource(null, project)).toBeNull()
    expect(imageSource({ ...hosted, width: null }, project)).toBeNull()
  })
})
