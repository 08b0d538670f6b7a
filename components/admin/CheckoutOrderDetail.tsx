import { AddressLines } from '@/components/orders/AddressLines'
import { ShipmentLine } from '@/components/orders/ShipmentLine'
import { Price } from '@/components/ui/Price'
import { INBOX_KIND_LABELS } from '@/lib/admin/inbox-filters'
import { lineDetails } from '@/lib/cart/describe'
import { SHIPPING_METHODS } from '@/lib/checkout/fields'
import type { CheckoutOrderDetail as Detail } from '@/lib/commerce/staff/checkout-orders'
import { DEFAULT_CUSTOMIZATION } from '@/lib/teams/customization'
import { DetailCard, DetailTitle, EmailLink, Facts, PaymentList, StatusCard } from './DetailParts'
import { formatMoment } from '@/lib/format/dates'
import { countOf } from '@/lib/format/text'

type Address = NonNullable<Detail['shipping']>

const sameAddress = (a: Address | null, b: Address | null) => JSON.stringify(a) === JSON.stringify(b)

/** What a line's team kit adds to its name: colours, notes, players and a logo link, as the product page took them. */
function Customization({ customization }: { customization: NonNullable<Detail['items'][number]['customization']> }) {
  const players = customization.players.map((player) => [player.number, player.name].filter(Boolean).join(' '))
  // Every line carries colours, the defaults unless the product let the customer pick: only picked ones say anything.
  const { primaryColor, secondaryColor } = customization
  const picked = primaryColor.toUpperCase() !== DEFAULT_CUSTOMIZATION.primaryColor || secondaryColor.toUpperCase() !== DEFAULT_CUSTOMIZATION.secondaryColor
  return (
    <ul className="mt-1 space-y-0.5 text-slate-600">
      {picked && (
        <li>
          Colours {primaryColor} and {secondaryColor}
        </li>
      )}
      {players.length > 0 && (
        <li>
          {countOf(players.length, 'player')}: {players.join(', ')}
        </li>
      )}
      {customization.notes && <li className="whitespace-pre-line">Notes: {customization.notes}</li>}
      {customization.logoUrl && (
        <li>
          Logo:{' '}
          <a href={customization.logoUrl} rel="noreferrer" className="break-all underline underline-offset-4">
            {customization.logoUrl}
          </a>
        </li>
      )}
    </ul>
  )
}

/** Everything staff need to work a checkout order: who, where to, what was bought, money and history. */
export function CheckoutOrderDetail({ order, statusForm }: { order: Detail; statusForm: React.ReactNode }) {
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0)
  return (
    <div className="space-y-6">
      <DetailTitle label={INBOX_KIND_LABELS.order} reference={order.reference} status={order.status} />
      <div className="grid gap-6 lg:grid-cols-3">
        <DetailCard id="order-customer" title="Customer">
          <Facts
            facts={[
              ['Name', order.customer?.name],
              ['E-mail', order.customer && <EmailLink key="email" email={order.customer.email} />],
              ['Organization', order.customer?.organization],
              ['Placed', formatMoment(order.createdAt)],
            ]}
          />
        </DetailCard>
        <DetailCard id="order-shipping" title="Shipping">
          <Facts
            facts={[
              ['Method', SHIPPING_METHODS.find((method) => method.value === order.shippingMethod)?.label ?? order.shippingMethod],
              ['Ship to', order.shipping && <AddressLines key="shipping" address={order.shipping} />],
              ['Bill to', sameAddress(order.shipping, order.billing) ? 'The shipping address' : order.billing && <AddressLines key="billing" address={order.billing} />],
              ['Shipment', order.shipment ? <ShipmentLine key="shipment" shipment={order.shipment} reference={order.reference} /> : 'Not shipped yet'],
            ]}
          />
        </DetailCard>
        <StatusCard form={statusForm} history={order.history} sentAt={order.createdAt} />
        <DetailCard id="order-items" title={`Items (${itemCount})`} className="bg-white lg:col-span-2">
          <table className="mt-4 w-full text-left text-sm">
            <caption className="sr-only">Items of order {order.reference}</caption>
            <thead className="border-b border-slate-200 text-navy-900">
              <tr>
                <th scope="col" className="py-2 font-semibold">
                  Item
                </th>
                {['Qty', 'Each', 'Total'].map((column) => (
                  <th key={column} scope="col" className="py-2 pl-3 text-right font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top text-slate-700">
              {order.items.map((item, index) => (
                <tr key={index}>
                  <td className="py-2">
                    <span className="font-semibold text-navy-900">{item.productName}</span>
                    <span className="block">{lineDetails({ ...item, name: item.productName, teamName: item.customization?.teamName })}</span>
                    {item.customization && <Customization customization={item.customization} />}
                  </td>
                  <td className="py-2 pl-3 text-right">{item.quantity}</td>
                  <td className="py-2 pl-3 text-right">
                    <Price cents={item.priceCents} />
                  </td>
                  <td className="py-2 pl-3 text-right">
                    <Price cents={item.lineTotalCents} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-slate-200 text-right">
              {(
                [
                  ['Subtotal', order.amounts.subtotalCents],
                  ['Shipping', order.amounts.shippingCents],
                  ['Total', order.amounts.totalCents],
                ] as const
              ).map(([term, cents]) => (
                <tr key={term} className={term === 'Total' ? 'text-base font-bold text-navy-900' : 'text-slate-700'}>
                  <th scope="row" colSpan={3} className="pt-2 font-semibold">
                    {term}
                  </th>
                  <td className="pt-2 pl-3 whitespace-nowrap">
                    <Price cents={cents} />
                  </td>
                </tr>
              ))}
            </tfoot>
          </table>
          <h3 className="mt-6 font-semibold text-navy-900">Payment</h3>
          <PaymentList payments={order.payments.map((payment) => ({ ...payment, by: payment.method }))} />
        </DetailCard>
      </div>
    </div>
  )
}
