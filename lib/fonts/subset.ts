/**
 * What the self-hosted fonts keep of their npm sources (@fontsource-variable). The full Latin files carry
 * weights 100–900 and glyphs the site never shows, and every byte of a preloaded font is paid before the
 * first paint. `npm run fonts:subset` cuts each font to the weights the site's classes use and splits it
 * in two: a core file (English words in capitals, figures and punctuation), preloaded on every page, and
 * an extended file (lower case and the rest of Latin-1: accents of French names and the like) that the
 * browser fetches only for a page that shows one of those characters (CSS unicode-range; the browser
 * matches the text as text-transform shows it). A character in neither falls back to the system font.
 */

export type CodePointRange = readonly [first: number, last: number]

/**
 * ASCII without lower case (the display face sets headings, buttons and labels in capitals), and the
 * punctuation and signs the pages' own words use: © ® ° · × – — ‘ ’ “ ” • … ‹ › € ™ ← ↑ → ↓.
 */
export const CORE_RANGES: readonly CodePointRange[] = [
  [0x20, 0x60],
  [0x7b, 0x7e],
  [0xa9, 0xa9],
  [0xae, 0xae],
  [0xb0, 0xb0],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
]

/** Lower case, the rest of Latin-1 (accented letters, ¿ ¡ « » …), Œ œ, low and dagger quotes, ‰, ⁄ and the minus sign. */
export const EXTENDED_RANGES: readonly CodePointRange[] = [
  [0x61, 0x7a],
  [0xa0, 0xa8],
  [0xaa, 0xad],
  [0xaf, 0xaf],
  [0xb1, 0xb6],
  [0xb8, 0xd6],
  [0xd8, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x201a, 0x201a],
  [0x201e, 0x201e],
  [0x2020, 0x2021],
  [0x2030, 0x2030],
  [0x2044, 0x2044],
  [0x2212, 0x2212],
]

export const codePoints = (ranges: readonly CodePointRange[]): number[] =>
  ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, offset) => first + offset))

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0')

/** The CSS unicode-range of a set of ranges, as app/fonts/fonts.ts must spell it (font loader options are literals). */
export const unicodeRange = (ranges: readonly CodePointRange[]): string =>
  ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ')

export const FONT_PARTS = { core: CORE_RANGES, extended: EXTENDED_RANGES } as const
export type FontPart = keyof typeof FONT_PARTS
export const FONT_PART_NAMES = Object.keys(FONT_PARTS) as FontPart[]

/**
 * Each font's source (inside node_modules), the weights the site's classes use with it (Oswald sets
 * headings and labels, only font-semibold and font-bold), where its two parts are committed
 * (next/font/local in app/fonts/fonts.ts reads them) and what its text mostly is (lib/fonts/fallback.ts):
 * Oswald sets bold capitals. Running text needs no web font: it is set in the system's (globals.css).
 */
export const SUBSET_FONTS = [
  {
    family: 'Oswald',
    source: '@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2',
    weights: { min: 600, max: 700 },
    output: { core: 'app/fonts/oswald-core.woff2', extended: 'app/fonts/oswald-extended.woff2' },
    sample: 'capitals',
  },
] as const

/** The committed fallback faces of all SUBSET_FONTS (see lib/fonts/fallback.ts), imported by app/fonts/fonts.ts. */
export const FALLBACK_CSS = 'app/fonts/fallbacks.css'
