import { SaxesParser } from 'saxes'
import { KINDS, LOGO_MAX_BYTES, LOGO_MESSAGES, type LogoKind } from './logo'

type ImageSize = { width: number; height: number }

/** What an image's bytes are: its kind, how it is served, and its size in pixels (an SVG's from its attributes or viewBox, when it has them). */
export type ImageCheck =
  | { ok: true; kind: LogoKind; contentType: string; extension: string; size: ImageSize | null }
  | { ok: false; error: string }

const refused = (error: string): ImageCheck => ({ ok: false, error })
const accepted = (kind: LogoKind, size: ImageSize | null): ImageCheck => ({ ok: true, kind, ...KINDS[kind], size })

/**
 * What an image's bytes are, by their content alone: a complete PNG, JPEG, GIF or WebP, or an SVG
 * with nothing active in it. A file that merely starts like an image (a PNG signature and nothing
 * more) is refused as damaged. An image that also holds text (a GIF whose comment says `<script`)
 * passes: it is stored and served as the image it is, with `nosniff`. Team logos and the Studio's
 * uploads (the local content lake) both go through it.
 */
export function checkImage(bytes: Uint8Array): ImageCheck {
  const raster = rasterKind(bytes)
  if (!raster) return checkSvg(bytes)
  const size = RASTER_SIZE[raster](bytes)
  return size ? accepted(raster, size) : refused(LOGO_MESSAGES.damaged)
}

/** A team logo: an image of at most 5 MB. */
export function checkLogo(bytes: Uint8Array): ImageCheck {
  return bytes.length > LOGO_MAX_BYTES ? refused(LOGO_MESSAGES.tooLarge) : checkImage(bytes)
}

// ---- Raster images: a signature, then the file's structure walked to its end.

type RasterKind = Exclude<LogoKind, 'svg'>

const startsWith = (bytes: Uint8Array, signature: string | number[], at = 0) =>
  [...signature].every((byte, index) => bytes[at + index] === (typeof byte === 'string' ? byte.charCodeAt(0) : byte))

function rasterKind(bytes: Uint8Array): RasterKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'gif'
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'webp'
  return null
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
const fourCC = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4))

const sized = (width: number, height: number): ImageSize | null => (width > 0 && height > 0 ? { width, height } : null)

// Each walk reads the file to its end and gives the image's size, or null when the file is damaged.
// Every read is inside the file: each walk checks the length first (a DataView read past the end
// would throw, which the property tests would catch).
const RASTER_SIZE: Record<RasterKind, (bytes: Uint8Array) => ImageSize | null> = {
  /** Chunks (length, type, data, CRC) from the signature: IHDR first with a size, image data, then IEND. */
  png(bytes) {
    const data = view(bytes)
    let at = 8
    let size: ImageSize | null = null
    let sawImageData = false
    while (at + 12 <= bytes.length) {
      const length = data.getUint32(at)
      const type = fourCC(bytes, at + 4)
      if (at + 12 + length > bytes.length) return null
      if (at === 8) {
        size = type === 'IHDR' && length === 13 ? sized(data.getUint32(at + 8), data.getUint32(at + 12)) : null
        if (!size) return null
      }
      if (type === 'IDAT') sawImageData = true
      if (type === 'IEND') return sawImageData ? size : null
      at += 12 + length
    }
    return null
  },

  /** Segments from the start marker to the scan, with a frame header (which holds the size) among them; the scan ends with the end marker. */
  jpeg(bytes) {
    const data = view(bytes)
    let at = 2
    let size: ImageSize | null = null
    while (at + 4 <= bytes.length) {
      if (data.getUint8(at) !== 0xff) return null
      const marker = data.getUint8(at + 1)
      if (marker === 0xff) {
        at += 1 // fill byte
        continue
      }
      // Markers that stand alone (restart, start or end of image) have no place before the scan.
      if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) return null
      const end = at + 2 + data.getUint16(at + 2)
      if (end < at + 4 || end > bytes.length) return null
      // A frame header: precision (1 byte), height, width. A height of 0 (set later by a DNL marker) is not accepted.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        size = end >= at + 9 ? sized(data.getUint16(at + 7), data.getUint16(at + 5)) : null
        if (!size) return null
      }
      if (marker === 0xda) return size && endsJpeg(data, end) ? size : null
      at = end
    }
    return null
  },

  /** Screen descriptor, then extensions and images up to the trailer, with at least one image. */
  gif(bytes) {
    if (bytes.length < 13) return null
    const data = view(bytes)
    const size = sized(data.getUint16(6, true), data.getUint16(8, true))
    if (!size) return null
    let at = 13 + gifColourTable(data.getUint8(10))
    let sawImage = false
    while (at >= 0 && at < bytes.length) {
      const block = data.getUint8(at)
      if (block === 0x3b) return sawImage ? size : null
      if (block === 0x21) at = skipGifSubBlocks(data, at + 2)
      else if (block === 0x2c && at + 10 <= bytes.length) {
        // Descriptor (10 bytes), local colour table, LZW code size, then the data.
        at = skipGifSubBlocks(data, at + 10 + gifColourTable(data.getUint8(at + 9)) + 1)
        sawImage = true
      } else return null
    }
    return null
  },

  /**
   * The RIFF container whole, its chunks filling it, one of them an image (still or a frame). The
   * size is the extended header's canvas, else the one still image's frame.
   */
  webp(bytes) {
    if (bytes.length < 20) return null
    const data = view(bytes)
    const end = 8 + data.getUint32(4, true)
    if (end > bytes.length) return null
    let at = 12
    let canvas: ImageSize | null = null
    let frame: ImageSize | null = null
    let sawImage = false
    while (at + 8 <= end) {
      const type = fourCC(bytes, at)
      const length = data.getUint32(at + 4, true)
      const body = at + 8
      if (body + length > end) return null
      const uint24 = (from: number) => data.getUint8(from) | (data.getUint8(from + 1) << 8) | (data.getUint8(from + 2) << 16)
      // VP8X: flags and reserved (4 bytes), then canvas width - 1 and height - 1 (3 bytes each).
      if (type === 'VP8X' && length >= 10) canvas = sized(uint24(body + 4) + 1, uint24(body + 7) + 1)
      // VP8 (lossy): frame tag (3 bytes), start code (3), then 14-bit width and height.
      if (type === 'VP8 ' && length >= 10) frame = sized(data.getUint16(body + 6, true) & 0x3fff, data.getUint16(body + 8, true) & 0x3fff)
      // VP8L (lossless): signature byte, then 14 bits each of width - 1 and height - 1.
      if (type === 'VP8L' && length >= 5) {
        const bits = data.getUint32(body + 1, true)
        frame = sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1)
      }
      if (type === 'VP8 ' || type === 'VP8L' || type === 'ANMF') sawImage = true
      at = body + length + (length & 1)
    }
    return sawImage ? (canvas ?? frame) : null
  },
}

/** The end-of-image marker somewhere after the scan began (data may follow it). */
function endsJpeg(data: DataView, from: number): boolean {
  for (let at = data.byteLength - 2; at >= from; at--) if (data.getUint16(at) === 0xffd9) return true
  return false
}

const gifColourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0)

/** Past a run of data sub-blocks (a size byte, that many bytes) and its empty terminator, or -1 when the file ends first. */
function skipGifSubBlocks(data: DataView, from: number): number {
  let at = from
  while (at < data.byteLength) {
    const size = data.getUint8(at)
    at += 1 + size
    if (size === 0) return at
  }
  return -1
}

// ---- SVG: well-formed XML whose root is <svg>, with nothing that runs, loads or links elsewhere.

const SVG_NS = 'http://www.w3.org/2000/svg'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'

/**
 * Elements refused in any namespace: they run script (`script`, SVG Tiny's `handler`, XML Events'
 * `listener`) or embed other documents. Any XHTML element is refused too: in an SVG file a browser
 * treats one as HTML, and an XHTML `script` runs wherever it stands.
 */
const ACTIVE_ELEMENTS = new Set(['script', 'handler', 'listener', 'foreignobject', 'iframe', 'embed', 'object'])

/** A `javascript:` or `vbscript:` URL, even with the tabs and line breaks that browsers drop from a URL anywhere in it. */
const runsScript = (text: string) => text.includes(':') && /(?:java|vb)script:/i.test(text.replace(/[\t\n\r]/g, ''))

/** A `url(…)` to anything but a fragment of this file. */
const linksOut = (text: string) => /url\((?![\s'"]*#)/i.test(text)

/** CSS that loads from elsewhere, or hides a word from these checks behind an escape. */
const unsafeCss = (css: string) => /\\|@import|image-set\(|expression\(|-moz-binding|behavior\s*:/i.test(css) || linksOut(css)

const isNamespaceDeclaration = (name: string) => name === 'xmlns' || name.startsWith('xmlns:')

function unsafeAttribute(qualifiedName: string, value: string): boolean {
  if (isNamespaceDeclaration(qualifiedName)) return false // it names a namespace, it links nowhere
  const name = qualifiedName.slice(qualifiedName.indexOf(':') + 1).toLowerCase()
  if (name.startsWith('on')) return true
  // Only links within the file (`#id`): `use`, gradients and `a` keep working, nothing is fetched.
  if ((name === 'href' || name === 'src') && !value.trim().startsWith('#')) return true
  // Animations that would set a link or an event handler (`<set attributeName="href" to=…>`).
  if (name === 'attributename' && /^(?:[\w-]+:)?(?:href|src|on\w*)$/i.test(value.trim())) return true
  if (name === 'style' && unsafeCss(value)) return true
  return runsScript(value) || linksOut(value)
}

/** Bound in every XML document without a declaration. */
const RESERVED_PREFIXES = new Map([
  ['xml', 'http://www.w3.org/XML/1998/namespace'],
  ['xmlns', 'http://www.w3.org/2000/xmlns/'],
])

/**
 * The namespaces in scope while the parser walks the file: each prefix's declarations, innermost
 * last. saxes can resolve namespaces itself, but walks up the open elements for every name it
 * meets (seconds for a 5 MB file nested a few hundred levels); this costs a step per declaration.
 */
class NamespaceScopes {
  private readonly bindings = new Map<string, string[]>()
  private readonly declaredBy: string[][] = []

  enter(attributes: Record<string, string>): void {
    const declared: string[] = []
    for (const [name, uri] of Object.entries(attributes)) {
      if (!isNamespaceDeclaration(name)) continue
      const prefix = name.slice(6) // '' for the default namespace
      const uris = this.bindings.get(prefix) ?? []
      uris.push(uri)
      this.bindings.set(prefix, uris)
      declared.push(prefix)
    }
    this.declaredBy.push(declared)
  }

  leave(): void {
    for (const prefix of this.declaredBy.pop() ?? []) this.bindings.get(prefix)?.pop()
  }

  /** The namespace of a qualified name, or undefined when its prefix is bound to none. */
  uri(qualifiedName: string, isElement: boolean): string | undefined {
    const colon = qualifiedName.indexOf(':')
    if (colon === -1) return isElement ? (this.bindings.get('')?.at(-1) ?? '') : ''
    const prefix = qualifiedName.slice(0, colon)
    return RESERVED_PREFIXES.get(prefix) ?? (this.bindings.get(prefix)?.at(-1) || undefined)
  }
}

const SVG_LIMITS = { depth: 256, attributes: 256 }

/** A length in pixels (`120`, `120px`, `120.5`); a relative one (`100%`, `2em`) has no fixed size. */
const pixels = (value: string | undefined) => (value && /^\s*[\d.]+(?:px)?\s*$/.test(value) ? Number.parseFloat(value) : Number.NaN)

/** An SVG's size as a browser draws it by default: its width and height, else its viewBox's. */
function svgSize(attributes: Record<string, string>): ImageSize | null {
  const viewBox = (attributes.viewBox ?? '').trim().split(/[\s,]+/).map(Number)
  const width = pixels(attributes.width) || viewBox[2]
  const height = pixels(attributes.height) || viewBox[3]
  return width && height && width > 0 && height > 0 ? { width, height } : null
}

const localName = (qualifiedName: string) => qualifiedName.slice(qualifiedName.indexOf(':') + 1)

function checkSvg(bytes: Uint8Array): ImageCheck {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return refused(LOGO_MESSAGES.notImage)
  }
  if (!text.trimStart().startsWith('<')) return refused(LOGO_MESSAGES.notImage)

  // Entities are never expanded here (a DOCTYPE is refused, so `&lol;` is an error, not a billion
  // laughs), and nothing is fetched.
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false })
  const scopes = new NamespaceScopes()
  const open: string[] = []
  let rootIsSvg: boolean | undefined
  let size: ImageSize | null = null
  let unsafe = runsScript(text)
  let wellFormed = true
  // A style sheet is its element's text joined, comments dropped and CDATA unwrapped: `@im<!-- -->port`
  // is `@import`. So each open <style>'s text is gathered and checked whole when it closes.
  const styleTexts: string[] = []
  const checkText = (content: string) => {
    if (runsScript(content)) unsafe = true
    if (open.at(-1) === 'style') styleTexts[styleTexts.length - 1] += content
  }
  const checkStyle = () => {
    if (unsafeCss(styleTexts.pop() ?? '')) unsafe = true
  }
  // Only UTF-8, as decoded above: a browser reading another declared encoding could see other markup.
  parser.on('xmldecl', ({ encoding }) => {
    if (encoding && !/^utf-?8$/i.test(encoding)) unsafe = true
  })
  parser.on('doctype', () => {
    unsafe = true
  })
  // `<?xml-stylesheet href=…?>` loads a style sheet; no other instruction belongs in a logo.
  parser.on('processinginstruction', () => {
    unsafe = true
  })
  // A logo's elements nest a few levels deep and carry a few attributes each. Thousands of either
  // are an attack on the parser, whose work grows faster than the file then: parsing stops there.
  let attributeCount = 0
  parser.on('opentagstart', () => {
    attributeCount = 0
  })
  parser.on('attribute', () => {
    if (++attributeCount > SVG_LIMITS.attributes) throw new Error('Too many attributes')
  })
  parser.on('opentag', ({ name, attributes }) => {
    if (open.length === SVG_LIMITS.depth) throw new Error('Nested too deep')
    scopes.enter(attributes)
    const uri = scopes.uri(name, true)
    const local = localName(name)
    if (rootIsSvg === undefined) {
      rootIsSvg = local === 'svg' && uri === SVG_NS
      size = svgSize(attributes)
    }
    open.push(local.toLowerCase())
    if (open.at(-1) === 'style') styleTexts.push('')
    if (uri === undefined) wellFormed = false
    if (uri === XHTML_NS || ACTIVE_ELEMENTS.has(local.toLowerCase())) unsafe = true
    for (const [attribute, value] of Object.entries(attributes)) {
      if (scopes.uri(attribute, false) === undefined) wellFormed = false
      if (unsafeAttribute(attribute, value)) unsafe = true
    }
  })
  parser.on('closetag', () => {
    if (open.pop() === 'style') checkStyle()
    scopes.leave()
  })
  parser.on('text', checkText)
  parser.on('cdata', checkText)

  try {
    parser.write(text).close()
  } catch {
    wellFormed = false
  }
  // A style left open by a cut file: a browser still applies what it read.
  while (styleTexts.length > 0) checkStyle()
  if (!rootIsSvg) return refused(LOGO_MESSAGES.notImage)
  if (unsafe) return refused(LOGO_MESSAGES.unsafeSvg)
  if (!wellFormed) return refused(LOGO_MESSAGES.damaged)
  return accepted('svg', size)
}
