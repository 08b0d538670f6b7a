import type { CartLine } from '@/lib/cart/cart'
import { lineDetails } from '@/lib/cart/describe'
import { Price } from '@/components/ui/Price'

/** The lines about to be ordered, at the prices the server will charge. */
export function OrderSummary({ lines, subtotalCents }: { lines: CartLine[]; subtotalCents: number }) {
  return (
    <section aria-labelledby="summary" className="rounded-xl bg-ice-50 p-5">
      <h2 id="summary" className="font-display text-2xl font-semibold text-navy-900 uppercase">
        Your order
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 text-sm">
        {lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-4 py-2">
            <span>
              <span className="font-semibold text-navy-900">
                {line.quantity} × {line.name}
              </span>
              <span className="block text-slate-600">{lineDetails({ ...line, teamName: line.customization.teamName })}</span>
            </span>
            <span className="shrink-0 font-semibold"><Price cents={line.unitPriceCents * line.quantity} /></span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-1 border-t border-slate-300 pt-4 text-sm">
        <div className="flex justify-between">
          <dt>Shipping (standard)</dt>
          <dd>Free</dd>
        </div>
        <div className="flex justify-between text-base font-bold text-navy-900">
          <dt>Total</dt>
          <dd data-testid="checkout-total">
            <Price cents={subtotalCents} />
          </dd>
        </div>
      </dl>
    </section>
  )
}
