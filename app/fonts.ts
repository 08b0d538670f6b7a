import localFont from 'next/font/local'

// Self-hosted from npm (@fontsource-variable): no font request leaves the site.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
})

export const oswald = localFont({
  src: '../node_modules/@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2',
  variable: '--font-oswald',
  display: 'swap',
})
