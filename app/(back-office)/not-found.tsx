import { NotFoundPage, notFoundMetadata } from '@/components/layout/NotFoundPage'

export const metadata = notFoundMetadata

/** An entry that is not there, inside the back office's frame (whose <main> it fills: the root's would nest a second one). */
export default function BackOfficeNotFound() {
  return <NotFoundPage />
}
