import { NotFoundPage, notFoundMetadata } from '@/components/layout/NotFoundPage'

export const metadata = notFoundMetadata

export default function SiteNotFound() {
  return <NotFoundPage />
}
