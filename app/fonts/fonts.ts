import localFont from 'next/font/local'
import './fallbacks.css'

// Self-hosted (no font request leaves the site), cut from @fontsource-variable by `npm run fonts:subset`,
// which also writes the fallback faces (next/font's own only know Arial). Font loader options must be
// literals: lib/fonts/subset.test.ts checks these names against the generated faces.
export const inter = localFont({
  src: './inter-latin-400-700.woff2',
  weight: '400 700',
  variable: '--font-inter',
  display: 'swap',
  adjustFontFallback: false,
  fallback: ['Inter Fallback'],
})

export const oswald = localFont({
  src: './oswald-latin-400-700.woff2',
  weight: '400 700',
  variable: '--font-oswald',
  display: 'swap',
  adjustFontFallback: false,
  fallback: ['Oswald Fallback'],
})
