import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ContentImageData } from '@/lib/content/image'
import { INLINE_ARTWORK_MAX_BYTES, inlineArtwork } from './inline-artwork'

// Outside Next's renderer a cached function is a plain one; its lifetime has nowhere to go.
vi.mock('next/cache', () => ({ cacheLife: () => {} }))

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  ${body}\n</svg>\n`
const small = svg('<rect width="10" height="10" fill="#003360"/><text>Nº 17 & "Men\'s"</text>')
const picture = (url: string | null): ContentImageData => ({ alt: 'A jersey', url, width: 10, height: 10, assetId: null, crop: null, hotspot: null })
const read = async (uri: string) => (await fetch(uri)).text()

let site: string
beforeAll(() => {
  site = mkdtempSync(path.join(tmpdir(), 'artwork-'))
  const images = path.join(site, 'public', 'images', 'products')
  mkdirSync(images, { recursive: true })
  writeFileSync(path.join(images, 'small.svg'), small)
  writeFileSync(path.join(images, 'large.svg'), svg(`<path d="${'M1 1 L2 2 '.repeat(INLINE_ARTWORK_MAX_BYTES / 10)}"/>`))
  writeFileSync(path.join(images, 'latin1.svg'), Buffer.from(svg('<text>\xe9</text>'), 'latin1'))
  writeFileSync(path.join(images, 'photo.png'), 'not really a png')
  writeFileSync(path.join(site, 'secret.svg'), small)
  vi.spyOn(process, 'cwd').mockReturnValue(site)
})
afterAll(() => {
  vi.restoreAllMocks()
  rmSync(site, { recursive: true })
})

describe('inlineArtwork', () => {
  it('writes small bundled SVG artwork into the page, keeping everything else about the picture', async () => {
    const inlined = await inlineArtwork(picture('/images/products/small.svg'))
    expect(inlined).toMatchObject({ alt: 'A jersey', width: 10, height: 10 })
    expect(inlined!.url).toMatch(/^data:image\/svg\+xml,/)
    expect(await read(inlined!.url!)).toBe(small.trim().replace(/\s+/g, ' '))
  })

  it('leaves a picture at its address when inlining would not pay or could not be done', async () => {
    for (const url of [
      '/images/products/large.svg',
      '/images/products/photo.png',
      '/images/products/missing.svg',
      '/images/products/latin1.svg',
      'https://cdn.sanity.io/images/p/d/abc-10x10.svg',
      '/images/../../secret.svg',
      '/images/%2e%2e/%2e%2e/secret.svg',
      '/images/%E0%A4%A.svg',
    ]) {
      expect(await inlineArtwork(picture(url)), url).toEqual(picture(url))
    }
    expect(await inlineArtwork(picture(null))).toEqual(picture(null))
    expect(await inlineArtwork(null)).toBeNull()
  })
})
