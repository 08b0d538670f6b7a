import { lineDetails } from '@/lib/cart/describe'
import { addressLine } from '@/lib/checkout/address'
import type { OrderSummary } from '@/lib/commerce/orders'
import { Price } from '@/components/ui/Price'
import { capitalise } from '@/lib/format/text'
import { orderReference } from '@/lib/orders/reference'
import { ShipmentLine } from './ShipmentLine'
import { formatMoment } from '@/lib/format/dates'

/** One order: items with prices, totals, status, payment and its history notes. */
export function OrderDetails({ order, headingLevel = 'h2' }: { order: OrderSummary; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5" aria-labelledby={`order-${order.id}`} data-testid="order">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={`order-${order.id}`} className="font-display text-xl font-semibold text-navy-900 uppercase">
          Order {orderReference(order.id)}
        </Heading>
        <p className="text-sm text-slate-600">
          Placed {formatMoment(order.createdAt)} · <span className="font-semibold text-navy-800">Status: {capitalise(order.status)}</span>
        </p>
      </div>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">Items of order {orderReference(order.id)}</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 font-semibold">Item</th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold">Qty</th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold">Each</th>
            <th scope="col" className="py-2 pl-3 text-right font-semibold">Total</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            <tr key={index} className="border-b border-slate-100">
              <td className="py-2">
                <span className="font-semibold text-navy-900">{item.productName}</span>
                <span className="block text-slate-600">{lineDetails({ ...item, name: item.productName })}</span>
              </td>
              <td className="py-2 pl-3 text-right">{item.quantity}</td>
              <td className="py-2 pl-3 text-right"><Price cents={item.priceCents} /></td>
              <td className="py-2 pl-3 text-right"><Price cents={item.lineTotalCents} /></td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className="pt-3 pr-3 text-right font-semibold">
              Total
            </th>
            <td className="pt-3 pl-3 text-right text-base font-bold whitespace-nowrap text-navy-900" data-testid="order-total">
              <Price cents={order.totalCents} />
            </td>
          </tr>
        </tfoot>
      </table>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        {order.payment && (
          <div>
            <dt className="font-semibold text-navy-900">Payment</dt>
            <dd className="text-slate-700">
              {capitalise(order.payment.method)} · {capitalise(order.payment.status)}
            </dd>
          </div>
        )}
        {order.shippingMethod && (
          <div>
            <dt className="font-semibold text-navy-900">Shipping</dt>
            <dd className="text-slate-700">{capitalise(order.shippingMethod)}</dd>
          </div>
        )}
        {order.shipping && (
          <div>
            <dt className="font-semibold text-navy-900">Ship to</dt>
            <dd className="break-words text-slate-700">{addressLine(order.shipping)}</dd>
          </div>
        )}
        {order.shipment && (
          <div className="sm:col-span-2">
            <dt className="font-semibold text-navy-900">On its way</dt>
            <dd className="text-slate-700">
              <ShipmentLine shipment={order.shipment} reference={orderReference(order.id)} />
            </dd>
          </div>
        )}
      </dl>
      {order.history.length > 0 && (
        <div className="mt-4">
          <h4 className="text-sm font-semibold text-navy-900">History</h4>
          <ol className="mt-1 space-y-1 text-sm text-slate-700">
            {order.history.map((entry, index) => (
              <li key={index}>
                {formatMoment(entry.createdAt)} — {entry.isNote ? 'A note from the shop' : capitalise(entry.status)}
                {entry.notes && `: ${entry.notes}`}
              </li>
            ))}
          </ol>
        </div>
      )}
    </article>
  )
}
