import jsQR from 'jsqr'

/**
 * What a QR code drawn as the qrcode package's SVG says: its dark modules (the path's moves and
 * lines, one row a line) drawn into pixels as a camera would see the printed code, and read by jsQR.
 */
export function readQr(svg: string): string | null {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1])
  const scale = 4
  const pixels = new Uint8ClampedArray(size * scale * size * scale * 4).fill(255)
  const dark = /<path[^>]*stroke="#000000"[^>]*d="([^"]+)"/.exec(svg)?.[1] ?? ''
  let x = 0
  let y = 0
  for (const [, command, a, b] of dark.matchAll(/([Mmhv])\s*(-?[\d.]+)(?:\s+(-?[\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Number(b)]
    else if (command === 'm') [x, y] = [x + Number(a), y + Number(b)]
    else if (command === 'h') {
      const to = x + Number(a)
      for (let column = Math.min(x, to); column < Math.max(x, to); column++) {
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) {
            const at = (((Math.floor(y - 0.5) * scale + dy) * size * scale) + column * scale + dx) * 4
            pixels[at] = pixels[at + 1] = pixels[at + 2] = 0
          }
      }
      x = to
    }
  }
  return jsQR(pixels, size * scale, size * scale)?.data ?? null
}
