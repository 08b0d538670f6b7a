import type { Metadata } from 'next'
import { NotFoundPage } from '@/components/layout/NotFoundPage'

export const metadata: Metadata = { title: 'Page not found' }

export default function SiteNotFound() {
  return <NotFoundPage />
}
