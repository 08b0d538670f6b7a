import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { svgDataUri } from './svg-data-uri'

/** What a browser reads from the URI (fetch decodes `data:` URLs by the same standard). */
const read = async (uri: string) => (await fetch(uri)).text()

describe('svgDataUri', () => {
  it('reads back as the same SVG, its white space runs as single spaces', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">\n  <text fill="url(#g)">Nº 17 · ½ — 🏒 100% Men's &amp; Women's</text>\n\t<path d='M0 0'/>\n</svg>\n`
    expect(await read(svgDataUri(svg))).toBe(`<svg xmlns="http://www.w3.org/2000/svg"> <text fill="url(#g)">Nº 17 · ½ — 🏒 100% Men's &amp; Women's</text> <path d='M0 0'/> </svg>`)
  })

  it('leaves no character that would end the URI, start its fragment or be escaped in the page', () => {
    const uri = svgDataUri(`<svg>\n<a href="#x">50% off & more</a><b c='d'/>\n</svg>`)
    expect(uri).not.toMatch(/[#"'<>&\n]|%(?![0-9A-F]{2})/)
  })

  it('compresses smaller than the same SVG in base64', () => {
    const svg = readFileSync(path.join(process.cwd(), 'public/images/products/showtime-front.svg'), 'utf8')
    const gzipped = (text: string) => gzipSync(text).byteLength
    expect(gzipped(svgDataUri(svg))).toBeLessThan(gzipped(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`) * 0.6)
  })
})
