import type { Metadata } from 'next'
import { BackOfficeShell } from '@/components/admin/BackOfficeShell'

/** Staff only (proxy.ts lets nobody else in), never in search results. */
export const metadata: Metadata = { title: { default: 'Back office', template: '%s · Back office' }, robots: { index: false, follow: false } }

export default function BackOfficeLayout({ children }: { children: React.ReactNode }) {
  return <BackOfficeShell>{children}</BackOfficeShell>
}
