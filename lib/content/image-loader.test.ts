import { describe, expect, it } from 'vitest'
import loader from './image-loader'

describe('content image loader', () => {
  it('asks the Sanity CDN for the rendered width in a modern format', () => {
    const url = new URL(loader({ src: 'https://cdn.sanity.io/images/p/d/abc-800x800.png', width: 640, quality: 70 }))
    expect(url.searchParams.get('w')).toBe('640')
    expect(url.searchParams.get('q')).toBe('70')
    expect(url.searchParams.get('auto')).toBe('format')
  })

  it('serves bundled artwork unchanged', () => {
    expect(loader({ src: '/images/products/socks-front.svg', width: 640 })).toBe('/images/products/socks-front.svg')
  })
})
