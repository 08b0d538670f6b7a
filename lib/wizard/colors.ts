// Colour helpers for the design preview: pure, client-safe, '#RRGGBB' in and out.

/** A colour as a design stores it and the server accepts it: '#RRGGBB', either case. */
export function isHexColor(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value)
}

/** What a customer may type for a colour: '#RRGGBB' or the shorthand '#RGB', the '#' optional. */
const TYPED_HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i

/** A typed colour as '#RRGGBB' in capitals, or null for anything else (a half-typed one included). */
export function normaliseHex(value: string): string | null {
  const digits = TYPED_HEX.exec(value.trim())?.[1]
  if (!digits) return null
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits
  return `#${full.toUpperCase()}`
}

function channels(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const WHITE = '#FFFFFF'
const INK = '#111827'

/** The lettering colour that reads best on a background: white or near-black, whichever contrasts more. */
export function contrastText(background: string): typeof WHITE | typeof INK {
  return contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK
}

/** Colours teams order, named as a customer would say them. */
const NAMED_COLORS: [name: string, hex: string][] = [
  ['black', '#111111'],
  ['charcoal', '#3A3F44'],
  ['grey', '#8A8D8F'],
  ['silver', '#C4C6C8'],
  ['white', '#FFFFFF'],
  ['navy', '#0A2342'],
  ['royal blue', '#0038A8'],
  ['sky blue', '#3EA8E0'],
  ['light blue', '#A7D3F0'],
  ['teal', '#007A78'],
  ['forest green', '#1E4D2B'],
  ['kelly green', '#1B9E3E'],
  ['vegas gold', '#B9975B'],
  ['gold', '#F2A900'],
  ['yellow', '#FFD100'],
  ['orange', '#F26B21'],
  ['red', '#C8102E'],
  ['maroon', '#6F1D1B'],
  ['purple', '#582C83'],
  ['pink', '#F4A6C6'],
  ['brown', '#5C3A21'],
]

/** How different two colours look: RGB distance weighted by the mean red ("redmean"), close to perception at little cost. */
function distance(a: string, b: string): number {
  const [r1, g1, b1] = channels(a)
  const [r2, g2, b2] = channels(b)
  const redMean = (r1 + r2) / 2
  return Math.sqrt((2 + redMean / 256) * (r1 - r2) ** 2 + 4 * (g1 - g2) ** 2 + (2 + (255 - redMean) / 256) * (b1 - b2) ** 2)
}

/** The nearest name for a '#RRGGBB' colour, for words such as an accessible label. */
export function colorName(hex: string): string {
  let nearest = NAMED_COLORS[0]!
  for (const named of NAMED_COLORS) if (distance(hex, named[1]) < distance(hex, nearest[1])) nearest = named
  return nearest[0]
}
