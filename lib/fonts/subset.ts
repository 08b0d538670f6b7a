/**
 * What the self-hosted fonts keep of their npm sources (@fontsource-variable). The full Latin files carry
 * weights 100–900 and glyphs the site never shows; every byte of a preloaded font is paid before the first
 * paint, so `npm run fonts:subset` cuts them to the weights Tailwind's font-normal … font-bold use and to
 * the characters of English and French text. A character outside the set falls back to the system font.
 */

/** Tailwind's font-normal (400) to font-bold (700): the only weights the site's classes use. */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const

/** Inclusive Unicode ranges: ASCII, Latin-1 (accents of French names, ×, ©, °), typographic punctuation, €, ™, arrows, minus. */
export const FONT_CODE_POINT_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2020, 0x2022],
  [0x2026, 0x2026],
  [0x2030, 0x2030],
  [0x2039, 0x203a],
  [0x2044, 0x2044],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
]

export function fontCodePoints(): number[] {
  return FONT_CODE_POINT_RANGES.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, offset) => first + offset))
}

/**
 * Source (inside node_modules) and committed output (next/font/local in app/fonts/fonts.ts reads it) of each
 * font, and what its text mostly is (lib/fonts/fallback.ts): Inter sets running text, Oswald bold capitals.
 */
export const SUBSET_FONTS = [
  { family: 'Inter', source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', output: 'app/fonts/inter-latin-400-700.woff2', sample: 'text' },
  { family: 'Oswald', source: '@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2', output: 'app/fonts/oswald-latin-400-700.woff2', sample: 'capitals' },
] as const

/** The committed fallback faces of all SUBSET_FONTS (see lib/fonts/fallback.ts), imported by the root layout. */
export const FALLBACK_CSS = 'app/fonts/fallbacks.css'
