import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deflateSync } from 'node:zlib'
import { imageBombs, pngChunk } from '@/tests/support/files'
import { browserLogoProblem, LOGO_ACCEPT, LOGO_MAX_BYTES, LOGO_MESSAGES } from './logo'
import { checkImage, checkLogo, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, inspectImage } from './image-check'

// Real 1×1 images as libvips (sharp) writes them.
const base64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'))
const PNG = base64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4ISICAAKYAPHyVoqmAAAAAElFTkSuQmCC')
const JPEG = base64(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCIACqn/9k=',
)
const GIF = base64('R0lGODlhAQABAIAAAExpccgUFCH5BAUAAAAALAAAAAABAAEAAAICTAEAOw==')
const WEBP = base64('UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoBAAEAAUAmJaACdLoB+AADsAD+9Bi3/hV8bkLW//voB70A96Af4IAA')

const text = (content: string) => new TextEncoder().encode(content)
const concat = (...parts: (Uint8Array | number[])[]) => new Uint8Array(Buffer.concat(parts.map((part) => Uint8Array.from(part))))

/** The GIF above with a comment extension after its colour table (header 13 bytes, table 6). */
const gifWithComment = (comment: string) => concat(GIF.subarray(0, 19), [0x21, 0xfe, comment.length], text(comment), [0], GIF.subarray(19))

const svg = (body: string, attributes = '') => text(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${body}</svg>`)

describe('checkLogo: raster images, by their content', () => {
  it.each([
    ['png', PNG, 'image/png', 'png'],
    ['jpeg', JPEG, 'image/jpeg', 'jpg'],
    ['gif', GIF, 'image/gif', 'gif'],
    ['webp', WEBP, 'image/webp', 'webp'],
  ] as const)('accepts a complete %s', async (kind, bytes, contentType, extension) => {
    expect(await checkLogo(bytes)).toEqual({ ok: true, kind, contentType, extension, size: { width: 1, height: 1 } })
  })

  it('accepts data after the end of the image, as cameras and editors leave it', async () => {
    expect((await checkLogo(concat(PNG, text('trailing')))).ok).toBe(true)
    expect((await checkLogo(concat(JPEG, [0, 0, 0]))).ok).toBe(true)
  })

  it.each([
    ['a PNG signature alone', PNG.subarray(0, 8)],
    ['a PNG cut before its end chunk', PNG.subarray(0, PNG.length - 12)],
    ['a PNG cut inside a chunk', PNG.subarray(0, 40)],
    ['a PNG whose first chunk is not its header', concat(PNG.subarray(0, 8), pngChunk('tEXt', text('a')), PNG.subarray(8))],
    ['a PNG with no image data', concat(PNG.subarray(0, 33), PNG.subarray(PNG.length - 12))],
    ['JPEG start and marker bytes alone', JPEG.subarray(0, 4)],
    ['a JPEG with no end marker', JPEG.subarray(0, JPEG.length - 2)],
    ['a JPEG cut inside its tables', JPEG.subarray(0, 100)],
    ['a GIF header alone', GIF.subarray(0, 6)],
    ['a GIF with no trailer', GIF.subarray(0, GIF.length - 1)],
    ['a GIF cut inside its image', GIF.subarray(0, 30)],
    ['a WebP cut short of its RIFF size', WEBP.subarray(0, WEBP.length - 10)],
    ['a WebP header alone', WEBP.subarray(0, 16)],
  ])('refuses %s as damaged', async (_, bytes) => {
    expect(await checkLogo(bytes)).toEqual({ ok: false, error: LOGO_MESSAGES.damaged })
  })

  it('passes an image that also holds markup, which is stored and served as that image only', async () => {
    expect(await checkLogo(gifWithComment('<script>alert(1)</script>'))).toMatchObject({ ok: true, kind: 'gif' })
    const withText = concat(PNG.subarray(0, 33), pngChunk('tEXt', text('Comment\0<html><script>alert(1)</script>')), PNG.subarray(33))
    expect(await checkLogo(withText)).toMatchObject({ ok: true, kind: 'png' })
  })

  it('refuses a file over 5 MB whatever it holds', async () => {
    const large = new Uint8Array(LOGO_MAX_BYTES + 1)
    large.set(PNG)
    expect(await checkLogo(large)).toEqual({ ok: false, error: LOGO_MESSAGES.tooLarge })
  })
})

describe('checkLogo: files that are not images, whatever their name says', () => {
  it.each([
    ['nothing', new Uint8Array()],
    ['a text file (renamed .png)', text('Our team logo is attached.\n')],
    ['an HTML page (renamed .png)', text('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>')],
    ['an XHTML page', text('<html xmlns="http://www.w3.org/1999/xhtml"><body><p>hi</p></body></html>')],
    ['a PDF', text('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')],
    ['a Windows program', concat(text('MZ'), new Uint8Array(62), text('PE\0\0'))],
    ['a ZIP archive', concat([0x50, 0x4b, 0x03, 0x04], new Uint8Array(26), text('logo.png'))],
    ['XML that is not SVG', text('<?xml version="1.0"?><logo><circle/></logo>')],
    ['an <svg> outside the SVG namespace', text('<svg viewBox="0 0 10 10"><circle r="4"/></svg>')],
    ['text that is not UTF-8', new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0xff, 0xfe])],
  ])('refuses %s as not an image', async (_, bytes) => {
    expect(await checkLogo(bytes)).toEqual({ ok: false, error: LOGO_MESSAGES.notImage })
  })
})

describe('checkLogo: SVG', () => {
  it.each([
    ['a plain drawing', svg('<circle cx="5" cy="5" r="4" fill="#c00"/>')],
    ['a byte order mark, an XML declaration and comments', concat([0xef, 0xbb, 0xbf], text('<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n'), svg('<rect width="10" height="10"/>'))],
    [
      'gradients, uses and links within the file',
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient><path id="p" d="M0 0h10"/></defs>' +
          '<use href="#p"/><use xlink:href="#p"/><a href="#p"><rect fill="url(#g)" style="fill: url( \'#g\' )" width="5" height="5"/></a>',
        ' xmlns:xlink="http://www.w3.org/1999/xlink"',
      ),
    ],
    ['a style sheet that stays within the file', svg('<style>.a { fill: url(#g); stroke: #000 } @media print { .a { fill: #000 } }</style><rect class="a"/>')],
    ['CDATA in a style sheet', svg('<style><![CDATA[ .a > .b { fill: red } ]]></style>')],
    [
      'an editor’s metadata',
      svg(
        '<metadata><rdf:RDF><cc:Work rdf:about=""><dc:title>Logo</dc:title></cc:Work></rdf:RDF></metadata><sodipodi:namedview inkscape:zoom="1"/>',
        ' xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:cc="http://creativecommons.org/ns#" xmlns:dc="http://purl.org/dc/elements/1.1/"' +
          ' xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"',
      ),
    ],
    ['a title and text', svg('<title>Hawks &amp; Co</title><text x="1" y="8">HAWKS</text>')],
  ])('accepts %s', async (_, bytes) => {
    expect(await checkLogo(bytes)).toEqual({ ok: true, kind: 'svg', contentType: 'image/svg+xml', extension: 'svg', size: { width: 10, height: 10 } })
  })

  it.each([
    ['a script', svg('<script>alert(1)</script>')],
    ['a script in capitals or in the XHTML namespace', svg('<SCRIPT>alert(1)</SCRIPT><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>')],
    ['any XHTML element', svg('<h:img xmlns:h="http://www.w3.org/1999/xhtml"/>')],
    ['an event handler', svg('<rect/>', ' onload="alert(1)"')],
    ['an event handler in capitals, on a child', svg('<rect OnClick="alert(1)"/>')],
    ['a foreignObject', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>')],
    ['an embedded document', svg('<iframe src="#x"/>')],
    ['a link to another site', svg('<a href="https://evil.example/"><rect/></a>')],
    ['a use of another file', svg('<use xlink:href="other.svg#logo"/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"')],
    ['an embedded picture as a data URL', svg('<image href="data:image/png;base64,iVBORw0KGgo="/>')],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><rect/></a>')],
    ['javascript: hidden with character references and tabs', svg('<a xlink:title="&#106;ava&#x09;script:alert(1)"><rect/></a>', ' xmlns:xlink="http://www.w3.org/1999/xlink"')],
    ['javascript: in text', svg('<text>JavaScript:alert(1)</text>')],
    ['an animation that sets a link', svg('<a href="#x"><set attributeName="href" to="#y"/><animate attributeName="xlink:href" values="#a;#b"/></a>')],
    ['an animation to javascript:', svg('<a><animate attributeName="title" values="javascript:alert(1)"/></a>')],
    ['a document type with entities (billion laughs)', text('<!DOCTYPE svg [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg">&b;</svg>')],
    ['an external entity', text('<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>')],
    ['a document type alone', text('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a linked style sheet', text('<?xml-stylesheet href="https://evil.example/a.css"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a style sheet import', svg('<style>@import "https://evil.example/a.css";</style>')],
    ['a style sheet loading a picture', svg('<style>.a { background: url(https://evil.example/pixel.png) }</style>')],
    ['a style attribute loading a picture', svg('<rect style="fill: url(\'//evil.example/p.svg#a\')"/>')],
    ['a presentation attribute loading a filter', svg('<rect filter="url(https://evil.example/f.svg#f)"/>')],
    ['CSS escapes', svg('<style>.a { fill: \\75rl(https://evil.example/) }</style>')],
    ['a declared encoding other than UTF-8', text('<?xml version="1.0" encoding="ISO-8859-1"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
  ])('refuses %s', async (_, bytes) => {
    expect(await checkLogo(bytes)).toEqual({ ok: false, error: LOGO_MESSAGES.unsafeSvg })
  })

  it.each([
    ['an unclosed element', text('<svg xmlns="http://www.w3.org/2000/svg"><rect>')],
    ['an SVG cut short', svg('<circle r="4"/><rect width="2"/>').subarray(0, -20)],
    ['a second root', text('<svg xmlns="http://www.w3.org/2000/svg"/><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['an undeclared prefix', svg('<x:rect/>')],
  ])('refuses %s as damaged', async (_, bytes) => {
    expect(await checkLogo(bytes)).toEqual({ ok: false, error: LOGO_MESSAGES.damaged })
  })
})

// 3×2 images as libvips (sharp) writes them: a width unlike the height catches the two swapped.
const WIDE = {
  png: base64('iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4wcXVAMMMyBwAbKoIKT/ABIYAAAAASUVORK5CYII='),
  jpeg: base64(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCAADVs/9k=',
  ),
  gif: base64('R0lGODlhAwACAIAAAExpccgKCiH5BAUAAAAALAAAAAADAAIAAAICjF8AOw=='),
  'webp (lossy)': base64('UklGRjYAAABXRUJQVlA4ICoAAACQAQCdASoDAAIAAUAmJaACdLoAA5gA/vraP9fAFPVH/z0z9AvsD6gAAAA='),
  'webp (lossless)': base64('UklGRh4AAABXRUJQVlA4TBEAAAAvAkAAEAdQhSJXoYCBiOh/AAA='),
  'webp (extended, with alpha)': base64('UklGRloAAABXRUJQVlA4WAoAAAAQAAAAAgAAAQAAQUxQSAcAAAAAgICAgICAAFZQOCAsAAAAkAEAnQEqAwACAALATCWgAnS6AAOYAP7vmsfQo2USqX/0mz/ibP+Js+OYAAA='),
}

describe('checkImage: the size in pixels, as the Studio records it for each upload', () => {
  it.each(Object.entries(WIDE))('reads a %s', async (_, bytes) => {
    expect(await checkImage(bytes)).toMatchObject({ ok: true, size: { width: 3, height: 2 } })
  })

  it.each([
    ['width and height', ' width="800" height="600"', { width: 800, height: 600 }],
    ['width and height in pixels', ' width="80.5px" height="60px"', { width: 80.5, height: 60 }],
    ['the viewBox when the size is relative', ' width="100%" height="2em"', { width: 10, height: 10 }],
  ])('reads an SVG’s %s', async (_, attributes, size) => {
    expect(await checkImage(svg('', attributes))).toMatchObject({ ok: true, size })
  })

  it('has no size for an SVG with neither, which a logo may be and a content image may not', async () => {
    expect(await checkImage(text('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>'))).toMatchObject({ ok: true, size: null })
  })

  it('takes a file of any size: only a logo is capped', async () => {
    const end = WIDE.png.length - 12
    const large = concat(WIDE.png.subarray(0, end), pngChunk('tEXt', new Uint8Array(LOGO_MAX_BYTES)), WIDE.png.subarray(end))
    expect(await checkImage(large)).toMatchObject({ ok: true, kind: 'png' })
    expect(await checkLogo(large)).toEqual({ ok: false, error: LOGO_MESSAGES.tooLarge })
  })
})

// 5 × 3 pictures in the forms a decoder works hardest on, as libvips (sharp) writes them.
const FORMS = {
  'an interlaced PNG': base64('iVBORw0KGgoAAAANSUhEUgAAAAUAAAADCAIAAAGjU2I5AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAP0lEQVQImQE0AMv/AAAlSgC84QYA3gMoAFZ7oDRZfhI3XABvlLlNcpcAxeoPo8jtACtQdZq/5AkuU3idwucMMdKMFBcXvyGsAAAAAElFTkSuQmCC'),
  'a PNG with a palette': base64('iVBORw0KGgoAAAANSUhEUgAAAAUAAAADAgMAAAAmWC1rAAAADFBMVEUrT3SJrtTB5grjBywIRW+AAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOQaWAQPMCgyAAACAABj3daGBkAAAAASUVORK5CYII='),
  'a 16-bit PNG': base64('iVBORw0KGgoAAAANSUhEUgAAAAUAAAADEAIAAACExI7sAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAZElEQVQImQXBAQbCAABA0c8YY0R3iBEjojvEiDGiO8SIETtFjIixU8SIGJ0iYkR0hr/3gIVbjl64+yYwIbOksedjCEt3nLzycCQyJbfi5pOvMSspONsy+GPmmr01nS/+ztl4YAJ51ioBiyLMTQAAAABJRU5ErkJggg=='),
  'a progressive JPEG': base64(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wgARCAADAAUDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAVAQEBAAAAAAAAAAAAAAAAAAADBP/aAAwDAQACEAMQAAABnBZ//8QAFRABAQAAAAAAAAAAAAAAAAAAAgT/2gAIAQEAAQUCtSnP/8QAGREAAQUAAAAAAAAAAAAAAAAAAgABAxMh/9oACAEDAQE/AbpBxiX/xAAYEQEAAwEAAAAAAAAAAAAAAAACAAEDEf/aAAgBAgEBPwEZZs0ke3P/xAAaEAEAAQUAAAAAAAAAAAAAAAACAAERE1Fy/9oACAEBAAY/AhhVRfXJn//EABgQAQEAAwAAAAAAAAAAAAAAABEBAEGx/9oACAEBAAE/IdZ2rELtz//aAAwDAQACAAMAAAAQD//EABcRAQADAAAAAAAAAAAAAAAAAAEAIVH/2gAIAQMBAT8QLCAxZ//EABgRAQADAQAAAAAAAAAAAAAAAAEAESFB/9oACAECAQE/EDNIFqCuHZ//xAAYEAEBAAMAAAAAAAAAAAAAAAARAQCBof/aAAgBAQABPxAZi4uAWulz/9k=',
  ),
}

/** A PNG of `width` × `height` 8-bit grey pixels whose image data is `rows`, deflated (each row a filter byte and `width` bytes). */
function greyPng(width: number, height: number, rows: Uint8Array) {
  const header = new Uint8Array(13)
  new DataView(header.buffer).setUint32(0, width)
  new DataView(header.buffer).setUint32(4, height)
  header.set([8, 0, 0, 0, 0], 8)
  return concat(PNG.subarray(0, 8), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', new Uint8Array()))
}

/** The 1 × 1 JPEG above with its frame header saying `width` × `height`: a scan far too short for the frame. */
function jpegSaying(width: number, height: number) {
  const bytes = JPEG.slice()
  const frame = bytes.findIndex((byte, index) => byte === 0xff && bytes[index + 1] === 0xc0)
  new DataView(bytes.buffer).setUint16(frame + 5, height)
  new DataView(bytes.buffer).setUint16(frame + 7, width)
  return bytes
}

describe('checkImage: pictures no decoder should be asked to hold, and image data that does not decode (issue 27)', () => {
  it.each(Object.entries(imageBombs()))('refuses %s as too large in pixels, as a logo and as any image', async (_, bytes) => {
    expect(await checkImage(bytes)).toEqual({ ok: false, error: LOGO_MESSAGES.tooManyPixels })
    expect(await checkLogo(bytes)).toEqual({ ok: false, error: LOGO_MESSAGES.tooManyPixels })
  })

  it('takes a picture at the caps, and refuses one a pixel beyond either', async () => {
    const side = (width: number, height: number) => checkImage(greyPng(width, height, new Uint8Array((width + 1) * height)))
    expect(await side(IMAGE_MAX_SIDE, 1)).toMatchObject({ ok: true, size: { width: IMAGE_MAX_SIDE, height: 1 } })
    expect(await side(IMAGE_MAX_SIDE + 1, 1)).toEqual({ ok: false, error: LOGO_MESSAGES.tooManyPixels })
    expect(await side(IMAGE_MAX_SIDE, IMAGE_MAX_PIXELS / IMAGE_MAX_SIDE)).toMatchObject({ ok: true })
    expect(await side(IMAGE_MAX_SIDE, IMAGE_MAX_PIXELS / IMAGE_MAX_SIDE + 1)).toEqual({ ok: false, error: LOGO_MESSAGES.tooManyPixels })
  })

  it.each([
    ['a size in another unit', ' width="3000mm" height="10"'],
    ['a size in scientific notation', ' width="1e7" height="1e7"'],
    ['a size in ems', ' width="1000em" height="1"'],
    ['a viewBox beyond the caps, whatever the size', ' width="10" height="10" viewBox="0 0 20000 10"'],
    ['an area beyond the caps', ' width="9000" height="9000"'],
  ])('refuses an SVG with %s', async (_, attributes) => {
    const bytes = text(`<svg xmlns="http://www.w3.org/2000/svg"${attributes}><rect width="1" height="1"/></svg>`)
    expect(await checkImage(bytes)).toEqual({ ok: false, error: LOGO_MESSAGES.tooManyPixels })
  })

  it('refuses a GIF with a frame beyond the caps, and a WebP with such a canvas', async () => {
    // The 1 × 1 GIF above, its image descriptor (at byte 19 + 8 for the graphic control extension) saying 65535 × 65535.
    const gif = GIF.slice()
    new DataView(gif.buffer).setUint32(27 + 5, 0xffffffff)
    expect(await checkImage(gif)).toEqual({ ok: false, error: LOGO_MESSAGES.tooManyPixels })
    const webp = WIDE['webp (extended, with alpha)'].slice()
    webp.set([0xff, 0x3f, 0, 0xff, 0x3f, 0], 24) // a canvas of 16384 × 16384
    expect(await checkImage(webp)).toEqual({ ok: false, error: LOGO_MESSAGES.tooManyPixels })
  })

  it.each(Object.entries(FORMS))('decodes %s', async (_, bytes) => {
    expect(await checkImage(bytes)).toMatchObject({ ok: true, size: { width: 5, height: 3 } })
  })

  it.each([
    ['image data short of the rows its header promises', greyPng(100, 100, new Uint8Array(101 * 99))],
    ['image data beyond them', greyPng(100, 100, new Uint8Array(101 * 101))],
    ['a row with no filter that exists', greyPng(2, 2, new Uint8Array([0, 1, 2, 9, 3, 4]))],
    ['image data that is not a zlib stream', concat(PNG.subarray(0, 33), pngChunk('IDAT', text('not deflated')), PNG.subarray(PNG.length - 12))],
  ])('refuses a PNG with %s as damaged, which only inflating it shows', async (_, bytes) => {
    expect(inspectImage(bytes).ok).toBe(true)
    expect(await checkImage(bytes)).toEqual({ ok: false, error: LOGO_MESSAGES.damaged })
  })

  it.each([
    ['an indexed PNG without its palette', concat(FORMS['a PNG with a palette'].subarray(0, 33), FORMS['a PNG with a palette'].subarray(57))],
    ['a JPEG with a scan far too short for its frame', jpegSaying(4000, 3000)],
    ['a JPEG with a scan cut to nothing and ended again', concat(JPEG.subarray(0, JPEG.findLastIndex((byte, index) => byte === 0xff && JPEG[index + 1] === 0xda) + 14), [0xff, 0xd9])],
  ])('refuses %s as damaged', async (_, bytes) => {
    expect(await checkImage(bytes)).toEqual({ ok: false, error: LOGO_MESSAGES.damaged })
  })
})

describe('checkLogo never throws', () => {
  const answers = async (bytes: Uint8Array) => {
    const answer = await checkLogo(bytes)
    return answer.ok ? ['png', 'jpeg', 'gif', 'webp', 'svg'].includes(answer.kind) : Object.values(LOGO_MESSAGES).includes(answer.error as never)
  }

  it('on random bytes', async () => {
    await fc.assert(fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), answers), { numRuns: 2000 })
  })

  it('on random bytes after each signature, and on every cut of each real image', async () => {
    const starts = [PNG.subarray(0, 8), PNG.subarray(0, 33), JPEG.subarray(0, 4), text('GIF89a'), WEBP.subarray(0, 12), text('<svg xmlns="http://www.w3.org/2000/svg">')]
    await fc.assert(fc.asyncProperty(fc.constantFrom(...starts), fc.uint8Array({ maxLength: 512 }), (start, rest) => answers(concat(start, rest))), { numRuns: 2000 })
    for (const image of [PNG, JPEG, GIF, WEBP]) for (let length = 0; length < image.length; length++) expect(await answers(image.subarray(0, length))).toBe(true)
  })

  it('on random markup', async () => {
    const markup = fc.stringMatching(/^[<>/="'a-z :#&;!?-]{0,200}$/)
    await fc.assert(fc.asyncProperty(markup, (body) => answers(svg(body))), { numRuns: 1000 })
  })
})

describe('browserLogoProblem: the quick check before sending', () => {
  it.each([
    [{ type: 'image/png', size: 1000, name: 'logo.png' }, null],
    [{ type: 'image/svg+xml', size: 1000, name: 'logo.svg' }, null],
    [{ type: '', size: 1000, name: 'LOGO.JPG' }, null],
    [{ type: 'image/png', size: LOGO_MAX_BYTES, name: 'logo.png' }, null],
    [{ type: 'image/png', size: LOGO_MAX_BYTES + 1, name: 'logo.png' }, LOGO_MESSAGES.tooLarge],
    [{ type: 'text/html', size: 1000, name: 'logo.png' }, LOGO_MESSAGES.notImage],
    [{ type: 'application/pdf', size: 1000, name: 'logo.pdf' }, LOGO_MESSAGES.notImage],
    [{ type: '', size: 1000, name: 'logo.exe' }, LOGO_MESSAGES.notImage],
    [{ type: 'image/png', size: 0, name: 'logo.png' }, LOGO_MESSAGES.notImage],
  ])('%o → %s', (file, problem) => {
    expect(browserLogoProblem(file)).toBe(problem)
  })

  it('offers the same types in the file picker', () => {
    expect(LOGO_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml', '.png', '.jpg', '.jpeg', '.svg']),
    )
  })
})
