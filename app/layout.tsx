import type { Metadata } from 'next'
import { oswald, oswaldExtended } from './fonts/fonts'
import './globals.css'
import { siteUrl } from '@/lib/seo/site-url'

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
}

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={[oswald, oswaldExtended].map((font) => font.variable).join(' ')}>
      <body className="min-h-dvh font-sans">{children}</body>
    </html>
  )
}
