import type { Metadata } from 'next'

/** The order wizards and their confirmation are forms, not pages to find in search results; their links are. */
export const metadata: Metadata = { robots: { index: false, follow: true } }

export default function WizardsLayout({ children }: { children: React.ReactNode }) {
  return children
}
