import { crc32, deflateSync } from 'node:zlib'

/** A PNG chunk: its length, type, data and the CRC of type and data. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typed))
  return Buffer.concat([length, typed, crc])
}

/** A real PNG of `width` × `height` pixels in one colour, with a darker band across it: a picture a browser draws. */
export function picturePng(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, truecolour, deflate, no filter method choice, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const band = y > height / 3 && y < (2 * height) / 3 ? 0.6 : 1
    for (let x = 0; x < width; x++) rows.set([red * band, green * band, blue * band].map(Math.round), y * (width * 3 + 1) + 1 + x * 3)
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))])
}

/** A minimal, plain one-page PDF: a header, a catalogue, a page and the end-of-file marker. */
export const PLAIN_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
)

/**
 * The image bombs of issue 27: files of a few bytes or kilobytes whose header promises a picture no
 * decoder should be asked to hold. Built here, so no test keeps a binary.
 */
export function imageBombs() {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const header = (side: number, bitDepth: number, colourType: number) => {
    const data = Buffer.alloc(13)
    data.writeUInt32BE(side, 0)
    data.writeUInt32BE(side, 4)
    data.set([bitDepth, colourType, 0, 0, 0], 8)
    return pngChunk('IHDR', data)
  }
  const end = pngChunk('IEND', Buffer.alloc(0))
  // 40000 × 40000 black-and-white pixels: 200 MB of rows (a filter byte and 5000 bytes each), deflated to about 194 KB.
  const rows = deflateSync(Buffer.alloc(40_000 * 5_001), { level: 9 })
  return {
    'a 40000×40000 PNG': Buffer.concat([signature, header(40_000, 1, 0), pngChunk('IDAT', rows), end]),
    // 58 bytes: one byte of image data for 65535 × 65535 RGBA pixels.
    'a 65535×65535 PNG': Buffer.concat([signature, header(65_535, 8, 6), pngChunk('IDAT', Buffer.from([0x78])), end]),
    'a 10⁷×10⁷ SVG': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10000000" height="10000000" viewBox="0 0 10000000 10000000"><rect width="10000000" height="10000000"/></svg>'),
  }
}
