import { NotFoundPage, notFoundMetadata } from '@/components/layout/NotFoundPage'

export const metadata = notFoundMetadata

/**
 * Only for a notFound() outside the shop's layouts (the developer pages when switched off): unknown
 * paths reach (storefront)/[...missing] and show the page inside the shop's header and footer. Next puts
 * this boundary into every page's payload, so it must stay small: no site shell here.
 */
export default function RootNotFound() {
  return (
    <main id="main" className="min-h-dvh bg-navy-950">
      <NotFoundPage />
    </main>
  )
}
