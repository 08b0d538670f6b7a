import type { ReactNode } from 'react'

// Deliberately bare: no fonts, CSS or metadata, so it measures only what Next itself ships.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
