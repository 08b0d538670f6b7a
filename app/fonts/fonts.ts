import localFont from 'next/font/local'
import './fallbacks.css'

// The display face, self-hosted (no font request leaves the site) and cut from @fontsource-variable by
// `npm run fonts:subset` (lib/fonts/subset.ts): the core file (capitals, figures, punctuation) is
// preloaded; the extended file (lower case and accents) is fetched only by a page that shows one of its
// characters. Running text is set in the visitor's system font, which costs no download; the stacks and
// the fallback face (next/font's only knows Arial) are put together in globals.css. Font loader options
// must be written out as literals, so the ranges are spelled out in each call: lib/fonts/subset.test.ts
// checks them against lib/fonts/subset.ts.

export const oswald = localFont({
  src: './oswald-core.woff2',
  weight: '600 700',
  variable: '--font-oswald',
  display: 'swap',
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0020-0060, U+007B-007E, U+00A9, U+00AE, U+00B0, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2039-203A, U+20AC, U+2122, U+2190-2193' }],
})

export const oswaldExtended = localFont({
  src: './oswald-extended.woff2',
  weight: '600 700',
  variable: '--font-oswald-extended',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0061-007A, U+00A0-00A8, U+00AA-00AD, U+00AF, U+00B1-00B6, U+00B8-00D6, U+00D8-00FF, U+0131, U+0152-0153, U+02C6, U+02DA, U+02DC, U+201A, U+201E, U+2020-2021, U+2030, U+2044, U+2212' }],
})
