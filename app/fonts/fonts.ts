import localFont from 'next/font/local'

// Self-hosted (no font request leaves the site), cut from @fontsource-variable by `npm run fonts:subset`.
export const inter = localFont({
  src: './inter-latin-400-700.woff2',
  weight: '400 700',
  variable: '--font-inter',
  display: 'swap',
})

export const oswald = localFont({
  src: './oswald-latin-400-700.woff2',
  weight: '400 700',
  variable: '--font-oswald',
  display: 'swap',
})
