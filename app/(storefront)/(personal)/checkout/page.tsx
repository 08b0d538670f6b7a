import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'
import { CheckoutForm } from '@/components/checkout/CheckoutForm'
import { OrderSummary } from '@/components/checkout/OrderSummary'
import { PageHeader } from '@/components/ui/PageHeader'
import { checkoutBlocker } from '@/lib/checkout/preconditions'
import { getProfile } from '@/lib/commerce/account'
import { readCart } from '@/lib/commerce/cart-service'
import { routes } from '@/lib/routes'
import { placeOrderAction } from '@/lib/actions/checkout'

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } }

export default function CheckoutPage() {
  return (
    <>
      <PageHeader title="Checkout" trail={[{ label: 'Home', href: routes.home }, { label: 'Cart', href: routes.cart }, { label: 'Checkout' }]} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <Suspense fallback={<p role="status">Loading your cart…</p>}>
          <Checkout />
        </Suspense>
      </div>
    </>
  )
}

async function Checkout() {
  const cart = await readCart(null)
  const blocker = cart.error ?? checkoutBlocker({ signedIn: cart.signedIn, itemCount: cart.itemCount })
  if (blocker) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
        <p role="alert" className="text-lg font-semibold text-navy-900">
          {blocker}
        </p>
        <Link href={cart.signedIn ? routes.products : routes.signIn(routes.checkout)} className="mt-4 inline-block font-semibold text-sky-700 underline">
          {cart.signedIn ? 'Browse our products' : 'Sign in'}
        </Link>
      </div>
    )
  }
  const profile = await getProfile()
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
      <CheckoutForm action={placeOrderAction} idempotencyKey={crypto.randomUUID()} defaultName={[profile?.firstName, profile?.lastName].filter(Boolean).join(' ')} />
      <div className="lg:order-last">
        {cart.notice && <p role="status" className="mb-4 text-sm text-amber-900">{cart.notice}</p>}
        <OrderSummary lines={cart.lines} subtotalCents={cart.subtotalCents} />
      </div>
    </div>
  )
}
