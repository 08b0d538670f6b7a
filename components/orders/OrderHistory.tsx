import { listOrders } from '@/lib/commerce/orders'
import { BackendError } from '@/lib/errors/backend'
import { OrderDetails } from './OrderDetails'

/** The account's order history, newest first. */
export async function OrderHistory() {
  let orders
  try {
    orders = await listOrders()
  } catch (error) {
    if (!(error instanceof BackendError)) throw error
    console.error(error.message, error.cause)
    return <p role="alert" className="text-red-700">{error.message}</p>
  }
  if (orders.length === 0) return <p className="text-slate-600">You have not placed an order yet.</p>
  return (
    <ol className="space-y-5">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderDetails order={order} headingLevel="h3" />
        </li>
      ))}
    </ol>
  )
}
