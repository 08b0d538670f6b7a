import type { Metadata } from 'next'
import { CartView } from '@/components/cart/CartView'
import { PageHeader } from '@/components/ui/PageHeader'
import { routes } from '@/lib/routes'

export const metadata: Metadata = { title: 'Your cart', robots: { index: false } }

export default function CartPage() {
  return (
    <>
      <PageHeader title="Your cart" trail={[{ label: 'Home', href: routes.home }, { label: 'Cart' }]} />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <CartView />
      </div>
    </>
  )
}
