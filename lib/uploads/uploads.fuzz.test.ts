// The logo and mockup checks through their real entry points: storeLogo (the wizards' logo),
// storeMockupFile (the mockups staff send), and the checks they run (checkLogo, checkMockup), with
// the bucket replaced so a test can see what would have been stored. Truncated pictures, polyglots
// (a picture's or a PDF's header followed by HTML or script, an SVG with something active in it),
// files whose name and content disagree, empty and oversized files are refused with the visitor's
// message, and nothing is stored; the real formats pass, stored as what their bytes are.
import fc from 'fast-check'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { picturePng, PLAIN_PDF, pngChunk } from '@/tests/support/files'
import { checkImage, checkLogo } from './image-check'
import { browserLogoProblem, LOGO_MAX_BYTES, LOGO_MESSAGES } from './logo'
import { MOCKUP_MAX_BYTES, MOCKUP_MESSAGES } from './mockup'

const stored = vi.hoisted(() => ({ calls: [] as { bucket: string; bytes: Uint8Array; contentType: string; extension: string }[] }))
vi.mock('@/lib/commerce/private-files', () => ({
  storeByContent: vi.fn(async (bucket: string, bytes: Uint8Array, kind: { contentType: string; extension: string }) => {
    stored.calls.push({ bucket, bytes, ...kind })
    return `stored-by-hash.${kind.extension}`
  }),
}))

const { storeLogo } = await import('@/lib/commerce/logos')
const { storeMockupFile } = await import('@/lib/commerce/mockups')

beforeEach(() => {
  stored.calls = []
})

// ---- Real files: 1×1 pictures as libvips (sharp) writes them, a larger PNG, a plain PDF and a plain SVG.

const base64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'))
const text = (content: string) => new TextEncoder().encode(content)
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts))

const PNG = base64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4ISICAAKYAPHyVoqmAAAAAElFTkSuQmCC')
const JPEG = base64(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCIACqn/9k=',
)
const GIF = base64('R0lGODlhAQABAIAAAExpccgUFCH5BAUAAAAALAAAAAABAAEAAAICTAEAOw==')
const WEBP = base64('UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoBAAEAAUAmJaACdLoB+AADsAD+9Bi3/hV8bkLW//voB70A96Af4IAA')
const BIG_PNG = new Uint8Array(picturePng(240, 120, [0, 51, 96]))
const PDF = new Uint8Array(PLAIN_PDF)
const SVG_NS = 'http://www.w3.org/2000/svg'
const svgWith = (body: string, attributes = '') =>
  text(`<svg xmlns="${SVG_NS}" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}><rect width="10" height="10" fill="#003360"/>${body}</svg>`)
const SVG = svgWith('<circle cx="5" cy="5" r="3" fill="#00A0DF"/>')

const RASTERS = { png: PNG, 'png (240×120)': BIG_PNG, jpeg: JPEG, gif: GIF, webp: WEBP }
const CONTENT_TYPE: Record<string, string> = { png: 'image/png', 'png (240×120)': 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', svg: 'image/svg+xml', pdf: 'application/pdf' }

/** What a browser sends: a File with whatever name and type the visitor's system gave it. The actions read its bytes only. */
const upload = async (bytes: Uint8Array, name: string, type = '') => new Uint8Array(await new File([bytes as Uint8Array<ArrayBuffer>], name, { type }).arrayBuffer())

const LOGO_REFUSALS: string[] = [LOGO_MESSAGES.notImage, LOGO_MESSAGES.tooLarge, LOGO_MESSAGES.unsafeSvg, LOGO_MESSAGES.damaged]
const MOCKUP_REFUSALS: string[] = [MOCKUP_MESSAGES.missing, MOCKUP_MESSAGES.notAccepted, MOCKUP_MESSAGES.tooLarge, MOCKUP_MESSAGES.damaged, MOCKUP_MESSAGES.activePdf]

/** Stores through both entry points; each answer is an acceptance with a known type, or a refusal with one of the visitor's messages and nothing stored. */
async function throughBoth(bytes: Uint8Array) {
  const before = stored.calls.length
  const logo = await storeLogo(bytes)
  const logoStored = stored.calls.length - before
  const mockup = await storeMockupFile(bytes)
  const mockupStored = stored.calls.length - before - logoStored
  if (logo.ok) expect(logoStored).toBe(1)
  else {
    expect(LOGO_REFUSALS).toContain(logo.error)
    expect(logoStored).toBe(0)
  }
  if (mockup.ok) {
    expect(mockupStored).toBe(1)
    expect(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf']).toContain(mockup.contentType)
  } else {
    expect(MOCKUP_REFUSALS).toContain(mockup.error)
    expect(mockupStored).toBe(0)
  }
  return { logo, mockup }
}

describe('the real formats pass, stored once as what their bytes are', () => {
  it.each(Object.entries(RASTERS))('a %s picture: as a logo and as a mockup', async (kind, bytes) => {
    const checked = await checkLogo(bytes)
    expect(await storeLogo(bytes)).toEqual({ ok: true, path: `stored-by-hash.${checked.ok && checked.extension}` })
    expect(await storeMockupFile(bytes)).toMatchObject({ ok: true, contentType: CONTENT_TYPE[kind] })
    expect(stored.calls.map((call) => [call.bucket, call.contentType])).toEqual([
      ['logos', CONTENT_TYPE[kind]],
      ['mockups', CONTENT_TYPE[kind]],
    ])
    expect(stored.calls[0]!.bytes).toBe(bytes)
  })

  it('a plain SVG: as a logo only (a mockup is never an SVG)', async () => {
    expect(await storeLogo(SVG)).toEqual({ ok: true, path: 'stored-by-hash.svg' })
    expect(await storeMockupFile(SVG)).toEqual({ ok: false, error: MOCKUP_MESSAGES.notAccepted })
    expect(stored.calls.map((call) => call.contentType)).toEqual(['image/svg+xml'])
  })

  it('a plain PDF: as a mockup only (a logo is a picture)', async () => {
    expect(await storeMockupFile(PDF)).toEqual({ ok: true, path: 'stored-by-hash.pdf', contentType: 'application/pdf' })
    expect(await storeLogo(PDF)).toEqual({ ok: false, error: LOGO_MESSAGES.notImage })
    expect(stored.calls.map((call) => call.contentType)).toEqual(['application/pdf'])
  })

  it('files at exactly the size limits', async () => {
    const logo = new Uint8Array(LOGO_MAX_BYTES)
    logo.set(PNG)
    expect((await storeLogo(logo)).ok).toBe(true)
    const mockup = new Uint8Array(MOCKUP_MAX_BYTES)
    mockup.set(PNG)
    expect((await storeMockupFile(mockup)).ok).toBe(true)
  })
})

describe('empty and oversized files', () => {
  it('an empty file is refused by both, with the message asking for a file', async () => {
    const { logo, mockup } = await throughBoth(new Uint8Array())
    expect(logo).toEqual({ ok: false, error: LOGO_MESSAGES.notImage })
    expect(mockup).toEqual({ ok: false, error: MOCKUP_MESSAGES.missing })
    expect(browserLogoProblem({ type: 'image/png', size: 0, name: 'logo.png' })).toBe(LOGO_MESSAGES.notImage)
  })

  it.each(Object.entries({ ...RASTERS, svg: SVG, pdf: PDF }))('a %s one byte over each limit is refused as too large, whatever it holds', async (_, bytes) => {
    const overLogo = new Uint8Array(LOGO_MAX_BYTES + 1)
    overLogo.set(bytes)
    expect(await storeLogo(overLogo)).toEqual({ ok: false, error: LOGO_MESSAGES.tooLarge })
    const overMockup = new Uint8Array(MOCKUP_MAX_BYTES + 1)
    overMockup.set(bytes)
    expect(await storeMockupFile(overMockup)).toEqual({ ok: false, error: MOCKUP_MESSAGES.tooLarge })
    expect(stored.calls).toEqual([])
  })

  it('any size over the limits, with any content, is refused as too large', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 3 * 1024 * 1024 }), fc.constantFrom(PNG, JPEG, SVG, PDF, new Uint8Array(0)), async (extra, start) => {
        const logo = new Uint8Array(LOGO_MAX_BYTES + extra)
        logo.set(start)
        expect(await storeLogo(logo)).toEqual({ ok: false, error: LOGO_MESSAGES.tooLarge })
        const mockup = new Uint8Array(MOCKUP_MAX_BYTES + extra)
        mockup.set(start)
        expect(await storeMockupFile(mockup)).toEqual({ ok: false, error: MOCKUP_MESSAGES.tooLarge })
      }),
      { numRuns: 8 },
    )
    expect(stored.calls).toEqual([])
  })
})

describe('truncated files', () => {
  it.each(Object.entries({ ...RASTERS, svg: SVG }))('every cut of a %s is refused by both, never stored', async (_, bytes) => {
    for (let length = 1; length < bytes.length; length++) {
      const { logo, mockup } = await throughBoth(bytes.subarray(0, length))
      expect(logo.ok, `cut at ${length}`).toBe(false)
      expect(mockup.ok, `cut at ${length}`).toBe(false)
    }
    expect(stored.calls).toEqual([])
  })

  it('a raster picture cut anywhere is refused as damaged, not as another kind of file', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(PNG, BIG_PNG, JPEG, GIF, WEBP), fc.double({ min: 0, max: 1, noNaN: true }), async (bytes, at) => {
        // From the signature on (shorter is not recognisably the picture at all).
        const length = Math.min(bytes.length - 1, 12 + Math.floor(at * (bytes.length - 12)))
        expect(await storeLogo(bytes.subarray(0, length))).toEqual({ ok: false, error: LOGO_MESSAGES.damaged })
        expect(await storeMockupFile(bytes.subarray(0, length))).toEqual({ ok: false, error: MOCKUP_MESSAGES.damaged })
      }),
      { numRuns: 300 },
    )
    expect(stored.calls).toEqual([])
  })

  it('a PDF cut before its end-of-file marker is refused as damaged', async () => {
    const end = PDF.length - '%%EOF\n'.length
    for (let length = 9; length <= end + 4; length++) expect(await storeMockupFile(PDF.subarray(0, length)), `cut at ${length}`).toEqual({ ok: false, error: MOCKUP_MESSAGES.damaged })
    expect(stored.calls).toEqual([])
  })
})

// ---- Polyglots.

const html = fc.constantFrom(
  '<html><body><script>alert(document.cookie)</script></body></html>',
  '<!DOCTYPE html><script src="https://evil.example/x.js"></script>',
  '<script>fetch("/api/cart",{method:"POST"})</script>',
  '<svg onload=alert(1)>',
  '<img src=x onerror=alert(1)>',
  '<?php system($_GET["c"]); ?>',
  '<%= 7*7 %>',
)

/** The first bytes of each kind, as a file claiming to be one would start. */
const HEADERS = {
  'PNG signature': PNG.subarray(0, 8),
  'PNG signature and header chunk': PNG.subarray(0, 33),
  'JPEG start of image': JPEG.subarray(0, 3),
  'JPEG start and tables': JPEG.subarray(0, 140),
  'GIF header': text('GIF89a'),
  'GIF header and screen': GIF.subarray(0, 13),
  'WebP RIFF header': WEBP.subarray(0, 16),
}

describe('polyglots: a header followed by HTML or script', () => {
  it.each(Object.entries(HEADERS))('a %s followed by HTML is refused by both as damaged, and never stored', async (_, header) => {
    await fc.assert(
      fc.asyncProperty(html, fc.uint8Array({ maxLength: 64 }), async (page, filler) => {
        const bytes = concat(header, filler, text(page))
        expect(await storeLogo(bytes)).toEqual({ ok: false, error: LOGO_MESSAGES.damaged })
        expect(await storeMockupFile(bytes)).toEqual({ ok: false, error: MOCKUP_MESSAGES.damaged })
      }),
      { numRuns: 50 },
    )
    expect(stored.calls).toEqual([])
  })

  it('a PDF header followed by HTML, without the end of a PDF, is refused as damaged; as a logo, as not an image', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('%PDF-1.4\n', '%PDF-1.7\n%âãÏÓ\n', '%PDF-2.0\r'), html, async (header, page) => {
        const bytes = text(`${header}${page}\n`)
        expect(await storeMockupFile(bytes)).toEqual({ ok: false, error: MOCKUP_MESSAGES.damaged })
        expect(await storeLogo(bytes)).toEqual({ ok: false, error: LOGO_MESSAGES.notImage })
      }),
      { numRuns: 30 },
    )
    expect(stored.calls).toEqual([])
  })

  it('a PDF that runs a script when opened is refused as active, however the name is written', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/JavaScript', '/JS', '/J#61vaScript', '/#4A#53', '/Launch', '/EmbeddedFile', '/SubmitForm'), async (name) => {
        const bytes = text(`%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S ${name} (app.alert\\(1\\)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`)
        expect(await storeMockupFile(bytes)).toEqual({ ok: false, error: MOCKUP_MESSAGES.activePdf })
      }),
      { numRuns: 20 },
    )
    expect(stored.calls).toEqual([])
  })

  it('HTML with a picture after it is refused: the picture’s signature must come first', async () => {
    for (const picture of [PNG, JPEG, GIF, WEBP, PDF]) {
      const bytes = concat(text('<html><script>alert(1)</script></html>\n'), picture)
      expect(await storeLogo(bytes)).toEqual({ ok: false, error: LOGO_MESSAGES.notImage })
      expect(await storeMockupFile(bytes)).toEqual({ ok: false, error: MOCKUP_MESSAGES.notAccepted })
    }
    expect(stored.calls).toEqual([])
  })

  it('a complete picture that also carries HTML (after its end, or in a text chunk) is kept only as that picture, never as a page', async () => {
    // By design (lib/uploads/image-check.ts): cameras and editors leave data after the end, and a
    // comment may say anything; the type stored is the picture's, served with nosniff, so no browser
    // ever reads it as HTML.
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.entries(RASTERS)), html, async ([kind, picture], page) => {
        const trailing = concat(picture, text(page))
        const { logo, mockup } = await throughBoth(trailing)
        expect(logo.ok && mockup.ok && mockup.contentType).toBe(CONTENT_TYPE[kind])
        expect(stored.calls.at(-1)!.contentType).toBe(CONTENT_TYPE[kind])
      }),
      { numRuns: 30 },
    )
    const withText = concat(PNG.subarray(0, 33), pngChunk('tEXt', text(`Comment\0<html><script>alert(1)</script>`)), PNG.subarray(33))
    expect(await checkLogo(withText)).toMatchObject({ ok: true, contentType: 'image/png' })
    expect(stored.calls.every((call) => call.contentType !== 'text/html' && call.contentType !== 'image/svg+xml')).toBe(true)
  })
})

// ---- SVG: accepted as a logo only with nothing active in it.

/** Text safe inside an XML element or attribute. */
const xmlText = fc.string({ maxLength: 30 }).map((value) => value.replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd]/g, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'))

/** Harmless drawing around the active part: shapes, text, comments, groups. */
const benign = fc.array(
  fc.oneof(
    fc.constant('<circle cx="5" cy="5" r="2"/>'),
    xmlText.map((value) => `<text x="1" y="8">${value}</text>`),
    xmlText.map((value) => `<!-- ${value.replace(/-/g, '')} -->`),
    fc.constant('<g fill="#00A0DF"><path d="M0 0h10v10z"/></g>'),
    fc.constant('<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect fill="url(#g)" width="2" height="2"/>'),
  ),
  { maxLength: 3 },
)

const javascriptUrl = fc.constantFrom(
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java&#x09;script:alert(1)',
  'java&#10;script:alert(1)',
  'jav&#x0D;ascript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;:alert(1)',
  ' javascript:alert(1)',
  'vbscript:msgbox(1)',
)
const externalUrl = fc.constantFrom('https://evil.example/x.svg#a', '//evil.example/x', 'http://127.0.0.1:54321/logo', 'data:image/svg+xml;base64,PHN2Zz4=', 'file:///etc/passwd', 'x.svg#a')

/** Something that runs, loads or links elsewhere, in the forms an SVG can hold it. */
const active = fc.oneof(
  fc.constantFrom('script', 'SCRIPT', 'Script', 'handler', 'listener', 'foreignObject', 'FOREIGNOBJECT', 'iframe', 'embed', 'object').map((element) => `<${element}>alert(1)</${element}>`),
  fc.constant(`<s:script xmlns:s="${SVG_NS}">alert(1)</s:script>`),
  fc.constant('<h:div xmlns:h="http://www.w3.org/1999/xhtml">hi</h:div>'),
  fc.constant('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></div></foreignObject>'),
  fc.constant('<ev:listener xmlns:ev="http://www.w3.org/2001/xml-events" event="load" handler="#h"/>'),
  fc.tuple(fc.constantFrom('onload', 'onclick', 'ONLOAD', 'onBegin', 'onfocusin', 'onmouseover', 'xlink:onload'), xmlText).map(([name, value]) => `<rect ${name}="${value}"/>`),
  fc.tuple(fc.constantFrom('href', 'xlink:href', 'src'), externalUrl).map(([name, url]) => `<use ${name}="${url}"/>`),
  fc.tuple(fc.constantFrom('a', 'image', 'feImage', 'use'), fc.constantFrom('href', 'xlink:href'), javascriptUrl).map(([element, name, url]) => `<${element} ${name}="${url}"/>`),
  fc.tuple(fc.constantFrom('title', 'values', 'to', 'class', 'data-x'), javascriptUrl).map(([name, url]) => `<animate ${name}="${url}"/>`),
  fc.constantFrom('href', 'xlink:href', 'HREF', 'onclick', 'src').map((name) => `<a href="#x"><set attributeName="${name}" to="#y"/></a>`),
  externalUrl.map((url) => `<rect fill="url(${url})" width="2" height="2"/>`),
  externalUrl.map((url) => `<rect style="fill: url('${url}')"/>`),
  fc.constantFrom(
    '<style>@import "https://evil.example/a.css";</style>',
    '<style>.a { background: url(https://evil.example/p.png) }</style>',
    '<style>.a { background: image-set("https://evil.example/p.png" 1x) }</style>',
    '<style>.a { fill: \\75rl(https://evil.example/) }</style>',
    '<style><![CDATA[ @import url(//evil.example/a.css); ]]></style>',
    '<style>.a { behavior: url(x.htc) }</style>',
  ),
  javascriptUrl.map((url) => `<text>${url}</text>`),
)

const svgDocument = (before: string[], part: string, after: string[]) => svgWith([...before, part, ...after].join(''))

describe('SVG logos with something active in them', () => {
  it('are refused as unsafe, wherever the active part stands among harmless drawing', async () => {
    await fc.assert(
      fc.asyncProperty(benign, active, benign, fc.boolean(), async (before, part, after, nested) => {
        const bytes = svgDocument(before, nested ? `<g><g>${part}</g></g>` : part, after)
        expect(await storeLogo(bytes), new TextDecoder().decode(bytes)).toEqual({ ok: false, error: LOGO_MESSAGES.unsafeSvg })
        expect(await storeMockupFile(bytes)).toEqual({ ok: false, error: MOCKUP_MESSAGES.notAccepted })
      }),
      { numRuns: 500 },
    )
    expect(stored.calls).toEqual([])
  })

  it('are accepted when only the harmless drawing is there (so the refusals above are the active part’s)', async () => {
    await fc.assert(
      fc.asyncProperty(benign, benign, async (before, after) => {
        expect(await storeLogo(svgDocument(before, '', after))).toEqual({ ok: true, path: 'stored-by-hash.svg' })
      }),
      { numRuns: 100 },
    )
  })

  it('with a document type, entities or a style sheet instruction are refused', async () => {
    for (const prologue of [
      '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">',
      '<?xml-stylesheet href="https://evil.example/a.css"?>',
      '<?xml version="1.0" encoding="UTF-16"?>',
    ]) {
      expect(await storeLogo(concat(text(prologue), SVG))).toEqual({ ok: false, error: LOGO_MESSAGES.unsafeSvg })
    }
    expect(stored.calls).toEqual([])
  })

  it('a style sheet whose @import or url( is split by a comment or a CDATA boundary is refused', async () => {
    // Once checked text by text: the browser's style sheet is the element's text with comments
    // dropped and CDATA joined, so `@im<!-- -->port "…"` is `@import "…"`, which loads from elsewhere.
    for (const style of [
      '<style>@im<!-- -->port "https://evil.example/a.css";</style>',
      '<style>.a { fill: u<!---->rl(https://evil.example/p.svg#a) }</style>',
      '<style>@imp<![CDATA[ort]]> "https://evil.example/a.css";</style>',
      '<style>.a { background: image-<!---->set("https://evil.example/p.png" 1x) }</style>',
    ]) {
      expect(await checkLogo(svgWith(style)), style).toEqual({ ok: false, error: LOGO_MESSAGES.unsafeSvg })
    }
  })
})

// ---- The name and the declared type are never believed: only the bytes.

describe('a file whose name or declared type disagrees with its content', () => {
  it.each([
    ['a JPEG named logo.png', JPEG, 'logo.png', 'image/png', 'image/jpeg', 'jpg'],
    ['a PNG named logo.svg', PNG, 'logo.svg', 'image/svg+xml', 'image/png', 'png'],
    ['a GIF named logo.jpg with no type', GIF, 'logo.jpg', '', 'image/gif', 'gif'],
    ['a WebP named roster.csv', WEBP, 'roster.csv', 'text/csv', 'image/webp', 'webp'],
    ['an SVG named logo.png', SVG, 'logo.png', 'image/png', 'image/svg+xml', 'svg'],
  ])('%s is stored as what its bytes are', async (_, bytes, name, type, contentType, extension) => {
    expect(await storeLogo(await upload(bytes, name, type))).toEqual({ ok: true, path: `stored-by-hash.${extension}` })
    expect(stored.calls[0]).toMatchObject({ contentType, extension })
  })

  it.each([
    ['an HTML page named logo.png', text('<!DOCTYPE html><html><script>alert(document.cookie)</script></html>'), 'logo.png', 'image/png'],
    ['a script named logo.svg', text('alert(document.cookie)'), 'logo.svg', 'image/svg+xml'],
    ['a PDF named logo.jpg', PDF, 'logo.jpg', 'image/jpeg'],
    ['a Windows program named logo.gif', concat(text('MZ'), new Uint8Array(62), text('PE\0\0')), 'logo.gif', ''],
    ['a ZIP named logo.webp', concat(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), new Uint8Array(40)), 'logo.webp', 'image/webp'],
  ])('%s passes the browser’s quick check but not the server’s', async (_, bytes, name, type) => {
    expect(browserLogoProblem({ name, type, size: bytes.length })).toBeNull()
    expect(await storeLogo(await upload(bytes, name, type))).toEqual({ ok: false, error: LOGO_MESSAGES.notImage })
    expect(stored.calls).toEqual([])
  })

  it.each([
    ['an HTML page named mockup.pdf', text('<html><script>alert(1)</script></html>'), 'mockup.pdf'],
    ['an SVG named mockup.png', SVG, 'mockup.png'],
    ['a text file named mockup.jpg', text('navy body, gold stripes'), 'mockup.jpg'],
  ])('as a mockup, %s is refused as not accepted', async (_, bytes, name) => {
    expect(await storeMockupFile(await upload(bytes, name))).toEqual({ ok: false, error: MOCKUP_MESSAGES.notAccepted })
    expect(stored.calls).toEqual([])
  })
})

describe('any bytes at all', () => {
  it('get an answer from both checks, never an exception: a known type, or one of the messages, and only what is accepted is stored', async () => {
    const starts = [new Uint8Array(), ...Object.values(HEADERS), text('%PDF-1.4\n'), text(`<svg xmlns="${SVG_NS}">`), text('<?xml version="1.0"?>')]
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...starts), fc.uint8Array({ maxLength: 1024 }), fc.constantFrom(new Uint8Array(), text('%%EOF'), text('</svg>'), PNG.subarray(-12)), async (start, middle, end) => {
        await throughBoth(concat(start, middle, end))
      }),
      { numRuns: 1500 },
    )
    expect(await checkImage(new Uint8Array(3))).toEqual({ ok: false, error: LOGO_MESSAGES.notImage })
  })
})
