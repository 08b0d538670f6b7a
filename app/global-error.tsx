'use client'

import { ErrorPage } from '@/components/layout/ErrorPage'
import { oswald, oswaldExtended } from './fonts/fonts'
import './globals.css'

/**
 * What a visitor sees when even the site's frame cannot be made (its header and footer read the
 * content, so a content outage with no page to fall back on lands here): the shop's own apology in
 * place of Next's default. It replaces the root layout, so it brings the document and styles itself.
 */
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en" className={[oswald, oswaldExtended].map((font) => font.variable).join(' ')}>
      <body className="min-h-dvh font-sans">
        <title>Something went wrong</title>
        <main>
          <ErrorPage {...props} />
        </main>
      </body>
    </html>
  )
}
