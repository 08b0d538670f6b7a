import { createInflate } from 'node:zlib'
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
 * The largest picture taken, whatever it is for (a logo, a mockup, a content image): at most 10,000
 * pixels a side and 40 megapixels in all. Whoever shows a picture decodes it whole first (a browser,
 * the Studio, an image service), at 4 bytes a pixel: 160 MB for 40 megapixels. That is more than a
 * logo or a mockup ever needs (the site shows none wider than 2,000 pixels) and holds a camera's
 * full-size photo (24 to 33 megapixels for most; a 48-megapixel phone photo is scaled down first),
 * while a file of a few bytes promising 65535 × 65535 pixels (17 GB decoded) is refused unread.
 */
export const IMAGE_MAX_SIDE = 10_000
export const IMAGE_MAX_PIXELS = 40_000_000

const tooManyPixels = ({ width, height }: ImageSize) => width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS

/**
 * What an image's bytes are, by their content alone: a complete PNG, JPEG, GIF or WebP, or an SVG
 * with nothing active in it, of at most IMAGE_MAX_SIDE and IMAGE_MAX_PIXELS (every frame of it). A
 * file that merely starts like an image (a PNG signature and nothing more) is refused as damaged, and
 * so is a PNG whose image data does not inflate to the rows its header promises (read in pieces,
 * never held whole); the other formats are walked to their end by their structure, since decoding
 * them needs a codec (see each walk). An image that also holds text (a GIF whose comment says
 * `<script`) passes: it is stored and served as the image it is, with `nosniff`. Team logos, mockups
 * and the Studio's uploads (the local content lake) all go through it.
 */
export async function checkImage(bytes: Uint8Array): Promise<ImageCheck> {
  const { check, imageData } = examine(bytes)
  if (!check.ok || !imageData) return check
  return (await inflatesToRows(imageData.parts, imageData.rows())) ? check : refused(LOGO_MESSAGES.damaged)
}

/**
 * checkImage but for a PNG's image data, which it does not inflate: how a file already checked is
 * served (by what its bytes are, whatever its document says), and the size of the site's own pictures.
 */
export const inspectImage = (bytes: Uint8Array): ImageCheck => examine(bytes).check

function examine(bytes: Uint8Array): { check: ImageCheck; imageData?: PngImageData } {
  const raster = rasterKind(bytes)
  if (!raster) return { check: checkSvg(bytes) }
  const walk = RASTER_WALK[raster](bytes)
  if (!walk) return { check: refused(LOGO_MESSAGES.damaged) }
  if ([walk.size, ...(walk.frames ?? [])].some(tooManyPixels)) return { check: refused(LOGO_MESSAGES.tooManyPixels) }
  return { check: accepted(raster, walk.size), imageData: walk.imageData }
}

/** A team logo: an image of at most 5 MB. */
export async function checkLogo(bytes: Uint8Array): Promise<ImageCheck> {
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

/** A PNG's image data: its zlib stream in the pieces its chunks hold, and the length of each row it must inflate to. */
type PngImageData = { parts: Uint8Array[]; rows: () => Iterable<number> }

/** A raster file walked to its end: its size, the frames a decoder sizes apart from it, and a PNG's image data to inflate. */
type Walk = { size: ImageSize; frames?: ImageSize[]; imageData?: PngImageData }

// Each walk reads the file to its end and gives what it found, or null when the file is damaged.
// Every read is inside the file: each walk checks the length first (a DataView read past the end
// would throw, which the property tests would catch).
const RASTER_WALK: Record<RasterKind, (bytes: Uint8Array) => Walk | null> = {
  /** Chunks (length, type, data, CRC) from the signature: IHDR first, a palette where one is needed, one run of image data, then IEND. */
  png(bytes) {
    const data = view(bytes)
    if (bytes.length < 33 || data.getUint32(8) !== 13 || fourCC(bytes, 12) !== 'IHDR') return null
    const header = pngHeader(bytes.subarray(16, 29))
    if (!header) return null
    const parts: Uint8Array[] = []
    let sawPalette = false
    let previous = 'IHDR'
    let at = 33
    while (at + 12 <= bytes.length) {
      const length = data.getUint32(at)
      const type = fourCC(bytes, at + 4)
      if (at + 12 + length > bytes.length) return null
      if (type === 'PLTE') sawPalette = true
      if (type === 'IDAT') {
        if ((parts.length > 0 && previous !== 'IDAT') || (header.indexed && !sawPalette)) return null
        parts.push(bytes.subarray(at + 8, at + 8 + length))
      }
      if (type === 'IEND') return parts.length > 0 ? { size: header.size, imageData: { parts, rows: () => pngRows(header) } } : null
      previous = type
      at += 12 + length
    }
    return null
  },

  /**
   * Segments from the start marker; one frame header (which holds the size) before the first scan;
   * each scan's entropy-coded data up to the next marker; the end marker after the last. Decoding a
   * scan needs a codec: what is checked is that the scans hold at least the bits the frame's blocks
   * need (two a block in a sequential Huffman frame, one in a progressive one), which a file cut
   * inside its scan and given an end marker again does not.
   */
  jpeg(bytes) {
    const data = view(bytes)
    let at = 2
    let frame: JpegFrame | null = null
    let scanned = 0
    while (at + 2 <= bytes.length) {
      if (data.getUint8(at) !== 0xff) return null
      const marker = data.getUint8(at + 1)
      if (marker === 0xff) {
        at += 1 // fill byte
        continue
      }
      if (marker === 0xd9) return frame && scanned > 0 && scanned >= frame.leastScanBytes ? { size: frame.size } : null
      // Markers that stand alone (restart, start of image) have no place between segments.
      if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8) || at + 4 > bytes.length) return null
      const end = at + 2 + data.getUint16(at + 2)
      if (end < at + 4 || end > bytes.length) return null
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        if (frame) return null // one frame an image
        frame = jpegFrame(bytes.subarray(at + 4, end), marker)
        if (!frame) return null
      }
      if (marker !== 0xda) {
        at = end
        continue
      }
      const next = frame ? nextJpegMarker(bytes, end) : -1
      if (next === -1) return null
      scanned += next - end
      at = next
    }
    return null
  },

  /**
   * Screen descriptor, then extensions and images up to the trailer, with at least one image. Each
   * image is a frame of its own size, with LZW data a decoder can start on (its code size at most
   * 11 bits, a first block that is not empty); decoding the LZW codes is left to the browser.
   */
  gif(bytes) {
    if (bytes.length < 13) return null
    const data = view(bytes)
    const size = sized(data.getUint16(6, true), data.getUint16(8, true))
    if (!size) return null
    const frames: ImageSize[] = []
    let at = 13 + gifColourTable(data.getUint8(10))
    while (at >= 0 && at < bytes.length) {
      const block = data.getUint8(at)
      if (block === 0x3b) return frames.length > 0 ? { size, frames } : null
      if (block === 0x21) at = skipGifSubBlocks(data, at + 2)
      else if (block === 0x2c && at + 10 <= bytes.length) {
        // Descriptor (10 bytes: left, top, width, height, flags), local colour table, LZW code size, then the data.
        const frame = sized(data.getUint16(at + 5, true), data.getUint16(at + 7, true))
        const codeSize = at + 10 + gifColourTable(data.getUint8(at + 9))
        if (!frame || codeSize + 1 >= bytes.length || data.getUint8(codeSize) < 1 || data.getUint8(codeSize) > 11 || data.getUint8(codeSize + 1) === 0) return null
        frames.push(frame)
        at = skipGifSubBlocks(data, codeSize + 1)
      } else return null
    }
    return null
  },

  /**
   * The RIFF container whole, its chunks filling it, one of them an image (still or a frame) whose
   * header a decoder recognises (VP8's start code, VP8L's signature). The size is the extended
   * header's canvas, else the one still image's frame; every frame counts towards the caps.
   */
  webp(bytes) {
    if (bytes.length < 20) return null
    const data = view(bytes)
    const end = 8 + data.getUint32(4, true)
    if (end > bytes.length) return null
    let at = 12
    let canvas: ImageSize | null = null
    const frames: ImageSize[] = []
    while (at + 8 <= end) {
      const type = fourCC(bytes, at)
      const length = data.getUint32(at + 4, true)
      const body = at + 8
      if (body + length > end) return null
      const uint24 = (from: number) => data.getUint8(from) | (data.getUint8(from + 1) << 8) | (data.getUint8(from + 2) << 16)
      const frame = (size: ImageSize | null) => Boolean(size && frames.push(size))
      // VP8X: flags and reserved (4 bytes), then canvas width - 1 and height - 1 (3 bytes each).
      if (type === 'VP8X' && length >= 10) canvas = sized(uint24(body + 4) + 1, uint24(body + 7) + 1)
      // VP8 (lossy): frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
      const lossy = () => startsWith(bytes, [0x9d, 0x01, 0x2a], body + 3) && frame(sized(data.getUint16(body + 6, true) & 0x3fff, data.getUint16(body + 8, true) & 0x3fff))
      if (type === 'VP8 ' && (length < 10 || !lossy())) return null
      // VP8L (lossless): signature byte 2f, then 14 bits each of width - 1 and height - 1.
      const lossless = () => data.getUint8(body) === 0x2f && frame(sized((data.getUint32(body + 1, true) & 0x3fff) + 1, ((data.getUint32(body + 1, true) >>> 14) & 0x3fff) + 1))
      if (type === 'VP8L' && (length < 5 || !lossless())) return null
      // ANMF (a frame of an animation): its offset (3 bytes each way), then width - 1 and height - 1.
      if (type === 'ANMF' && (length < 16 || !frame(sized(uint24(body + 6) + 1, uint24(body + 9) + 1)))) return null
      at = body + length + (length & 1)
    }
    const [still] = frames
    return still ? { size: canvas ?? still, frames } : null
  },
}

type PngHeader = { size: ImageSize; bitsPerPixel: number; interlaced: boolean; indexed: boolean }

/** Each colour type's channels and the bit depths it may have. */
const PNG_COLOUR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] }, // grey
  2: { channels: 3, depths: [8, 16] }, // truecolour
  3: { channels: 1, depths: [1, 2, 4, 8] }, // indexed
  4: { channels: 2, depths: [8, 16] }, // grey and alpha
  6: { channels: 4, depths: [8, 16] }, // truecolour and alpha
}

/** IHDR's 13 bytes: width, height, bit depth, colour type, compression, filter and interlace methods (the only ones defined are 0, 0, and 0 or 1). */
function pngHeader(body: Uint8Array): PngHeader | null {
  const data = view(body)
  const size = sized(data.getUint32(0), data.getUint32(4))
  const [depth = 0, colourType = 0, compression, filter, interlace = 0] = body.subarray(8)
  const colour = PNG_COLOUR_TYPES[colourType]
  if (!size || !colour?.depths.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) return null
  return { size, bitsPerPixel: colour.channels * depth, interlaced: interlace === 1, indexed: colourType === 3 }
}

/** Adam7's seven passes: the column and row each starts at, and the steps across and down between its pixels. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const

/** The length of each row a PNG's image data inflates to, in order: a filter byte, then the row's pixels. */
function* pngRows({ size: { width, height }, bitsPerPixel, interlaced }: PngHeader): Iterable<number> {
  for (const [column, row, across, down] of interlaced ? ADAM7 : ([[0, 0, 1, 1]] as const)) {
    const passWidth = Math.ceil((width - column) / across)
    const passHeight = Math.ceil((height - row) / down)
    if (passWidth <= 0) continue
    for (let line = 0; line < passHeight; line++) yield 1 + Math.ceil((passWidth * bitsPerPixel) / 8)
  }
}

/**
 * Whether zlib data inflates to exactly these rows, each starting with one of the five filter types.
 * Inflated in pieces and counted, never held: a stream that promises more than its rows is stopped
 * there, one that ends short is damaged.
 */
function inflatesToRows(parts: Uint8Array[], rowLengths: Iterable<number>): Promise<boolean> {
  return new Promise((resolve) => {
    const rows = rowLengths[Symbol.iterator]()
    const inflate = createInflate()
    let rowLeft = 0
    let settled = false
    const settle = (decodes: boolean) => {
      if (settled) return
      settled = true
      inflate.destroy()
      resolve(decodes)
    }
    inflate.on('data', (chunk: Buffer) => {
      for (let at = 0; at < chunk.length && !settled; ) {
        if (rowLeft === 0) {
          const row = rows.next()
          if (row.done || chunk[at]! > 4) return settle(false)
          rowLeft = row.value
        }
        const taken = Math.min(rowLeft, chunk.length - at)
        rowLeft -= taken
        at += taken
      }
    })
    inflate.on('error', () => settle(false))
    inflate.on('end', () => settle(rowLeft === 0 && rows.next().done === true))
    for (const part of parts) inflate.write(part)
    inflate.end()
  })
}

type JpegFrame = { size: ImageSize; leastScanBytes: number }

/**
 * A frame header (after its length): precision, height, width, and each component's id, sampling
 * factors (1 to 4 each way) and table. A height of 0 (set later by a DNL marker) is not accepted.
 * The blocks of 8 × 8 samples each component is coded in give the least data its scans can hold.
 */
function jpegFrame(body: Uint8Array, marker: number): JpegFrame | null {
  if (body.length < 6) return null
  const data = view(body)
  const size = sized(data.getUint16(3), data.getUint16(1))
  const count = data.getUint8(5)
  if (!size || count === 0 || body.length < 6 + 3 * count) return null
  const factors = Array.from({ length: count }, (_, index) => data.getUint8(7 + 3 * index))
  const across = factors.map((factor) => factor >> 4)
  const down = factors.map((factor) => factor & 0x0f)
  if ([...across, ...down].some((factor) => factor < 1 || factor > 4)) return null
  const [mostAcross, mostDown] = [Math.max(...across), Math.max(...down)]
  const blocks = factors.reduce(
    (sum, _, index) => sum + Math.ceil(Math.ceil((size.width * across[index]!) / mostAcross) / 8) * Math.ceil(Math.ceil((size.height * down[index]!) / mostDown) / 8),
    0,
  )
  // Huffman-coded baseline and extended (c0, c1) and progressive (c2) frames; lossless and arithmetic-coded ones have no such floor.
  const bitsPerBlock = marker === 0xc0 || marker === 0xc1 ? 2 : marker === 0xc2 ? 1 : 0
  return { size, leastScanBytes: Math.ceil((blocks * bitsPerBlock) / 8) }
}

/** Where the marker after a scan's entropy-coded data is: an ff that is not a stuffed 00, a restart or a fill byte; -1 when the file ends first. */
function nextJpegMarker(bytes: Uint8Array, from: number): number {
  for (let at = from; at + 1 < bytes.length; at++) {
    if (bytes[at] !== 0xff) continue
    const next = bytes[at + 1]!
    if (next !== 0x00 && next !== 0xff && (next < 0xd0 || next > 0xd7)) return at
  }
  return -1
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

const viewBoxOf = (attributes: Record<string, string>) => (attributes.viewBox ?? '').trim().split(/[\s,]+/).map(Number)

/** An SVG's size as a browser draws it by default: its width and height, else its viewBox's. */
function svgSize(attributes: Record<string, string>): ImageSize | null {
  const viewBox = viewBoxOf(attributes)
  const width = pixels(attributes.width) || viewBox[2]
  const height = pixels(attributes.height) || viewBox[3]
  return width && height && width > 0 && height > 0 ? { width, height } : null
}

/** CSS pixels in each unit a length may have: the absolute ones, and the font's at its default 16 pixels. */
const CSS_PIXELS: Record<string, number> = { '': 1, px: 1, pt: 4 / 3, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, q: 96 / 101.6, em: 16, rem: 16, ex: 8, ch: 8 }

/** A length as a browser reads it (`1e7`, `3000mm`, `1000em`), in pixels; 0 for a percentage, which the page decides, or anything a browser ignores. */
function cssPixels(value: string | undefined): number {
  const [, number = '', unit = ''] = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z]*)\s*$/i.exec(value ?? '') ?? []
  return Number(number) * (CSS_PIXELS[unit.toLowerCase()] ?? 0)
}

/** Whether the size an SVG gives itself, in any unit, or its viewBox is beyond the caps. */
function svgTooLarge(attributes: Record<string, string>): boolean {
  const [, , boxWidth = 0, boxHeight = 0] = viewBoxOf(attributes)
  const width = cssPixels(attributes.width) || boxWidth
  const height = cssPixels(attributes.height) || boxHeight
  return tooManyPixels({ width, height }) || tooManyPixels({ width: boxWidth, height: boxHeight })
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
  let oversized = false
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
      oversized = svgTooLarge(attributes)
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
  if (oversized) return refused(LOGO_MESSAGES.tooManyPixels)
  return accepted('svg', size)
}
