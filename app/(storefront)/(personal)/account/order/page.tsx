import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'
import { Suspense } from 'react'
import { queryValue } from '@/components/account/query'
import { CartRefresh } from '@/components/cart/CartRefresh'
import { OrderDetails } from '@/components/orders/OrderDetails'
import { orderReference } from '@/lib/orders/reference'
import { PageHeader } from '@/components/ui/PageHeader'
import { getOrder } from '@/lib/commerce/orders'
import { getCurrentUser } from '@/lib/commerce/session'
import { routes } from '@/lib/routes'

export const metadata: Metadata = { title: 'Your order', robots: { index: false } }

// The order id travels in the query: a path segment unknown at build time would make the whole page wait.
export default function OrderPage({ searchParams }: PageProps<'/account/order'>) {
  return (
    <>
      <PageHeader title="Your order" trail={[{ label: 'Home', href: routes.home }, { label: 'Account', href: routes.account }, { label: 'Order' }]} />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6">
        <Suspense fallback={<p role="status">Loading your order…</p>}>
          <Order searchParams={searchParams} />
        </Suspense>
      </div>
    </>
  )
}

async function Order({ searchParams }: Pick<PageProps<'/account/order'>, 'searchParams'>) {
  const query = await searchParams
  const id = queryValue(query.id) ?? ''
  if (!(await getCurrentUser())) redirect(routes.signIn(routes.accountOrder(id)))
  const order = await getOrder(id)
  if (!order) notFound()
  return (
    <>
      {queryValue(query.placed) === '1' && (
        <div role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-5">
          <CartRefresh />
          <p className="font-display text-2xl font-semibold text-emerald-900 uppercase">Thank you — your order is placed</p>
          <p className="mt-1 text-emerald-900">
            Order {orderReference(order.id)} is waiting for our team. We will e-mail an invoice and your design proof; nothing is charged yet.
          </p>
        </div>
      )}
      <OrderDetails order={order} />
      <Link href={routes.account} className="inline-block font-semibold text-sky-700 underline">
        All your orders
      </Link>
    </>
  )
}
