'use client'

import Link from 'next/link'
import { useState } from 'react'
import type { CartLine } from '@/lib/cart/cart'
import { Price } from '@/components/ui/Price'
import { lineDetails } from '@/lib/cart/describe'
import { parseQuantity } from '@/lib/pricing/quantity'
import { CHECKOUT_MESSAGES } from '@/lib/errors/catalogue'
import { routes } from '@/lib/routes'
import { useCart } from './CartProvider'
import { QuantityInput } from './QuantityInput'
import { countOf } from '@/lib/format/text'

/** The cart page: every line with its choices, quantity, price and total; checkout when signed in. */
export function CartView() {
  const { cart, change, busy } = useCart()
  const [error, setError] = useState<string | null>(null)

  if (!cart) {
    return <p className="text-slate-600" role="status">Loading your cart…</p>
  }

  async function run(cartChange: Parameters<typeof change>[0]) {
    const snapshot = await change(cartChange)
    setError(snapshot.error)
  }

  const messages = [cart.error, error, cart.notice].filter((message): message is string => !!message)
  return (
    <div className="space-y-6">
      {messages.map((message) => (
        <p key={message} role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {message}
        </p>
      ))}
      {cart.lines.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold text-navy-900">{CHECKOUT_MESSAGES.emptyCart}</p>
          <Link href={routes.products} className="mt-4 inline-block font-semibold text-sky-700 underline">
            Browse our products
          </Link>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" aria-label="Items in your cart">
            {cart.lines.map((line) => (
              <CartLineRow key={line.id} line={line} busy={busy} onChange={run} />
            ))}
          </ul>
          <div className="flex flex-col gap-4 rounded-xl bg-ice-50 p-5 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-slate-700">
                {countOf(cart.itemCount, 'item')} · Subtotal{' '}
                <Price cents={cart.subtotalCents} data-testid="cart-subtotal" className="text-xl font-bold text-navy-900" />
              </p>
              <p className="text-sm text-slate-600">Quantity prices apply to the total of each product. Shipping: standard, free.</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <button type="button" disabled={busy} onClick={() => run({ type: 'clear' })} className="rounded-md border border-slate-300 px-4 py-2.5 font-semibold text-slate-700 hover:bg-white disabled:opacity-60">
                Clear cart
              </button>
              <Link
                href={cart.signedIn ? routes.checkout : routes.signIn(routes.checkout)}
                className="font-display rounded-md bg-navy-800 px-6 py-2.5 font-semibold tracking-wider text-white uppercase hover:bg-navy-700"
              >
                {cart.signedIn ? 'Checkout' : 'Sign in to check out'}
              </Link>
            </div>
          </div>
        </>
      )}
    </div>
  )
}

function CartLineRow({ line, busy, onChange }: { line: CartLine; busy: boolean; onChange: (change: Parameters<ReturnType<typeof useCart>['change']>[0]) => Promise<void> }) {
  const [quantity, setQuantity] = useState(String(line.quantity))
  const inputId = `quantity-${line.id}`
  // A quantity the rule refuses puts the box back to the line's own, rather than changing the cart.
  const commit = () => {
    const next = parseQuantity(quantity)
    if (next.ok && next.quantity !== line.quantity) void onChange({ type: 'update', id: line.id, quantity: next.quantity })
    else setQuantity(String(line.quantity))
  }
  return (
    <li className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center" data-testid="cart-line">
      {line.image && (
        // eslint-disable-next-line @next/next/no-img-element -- cart pictures come from the content's own URLs, already sized
        <img src={line.image} alt="" width={96} height={96} className="size-24 shrink-0 rounded-lg bg-ice-100 object-contain" />
      )}
      <div className="min-w-0 flex-1">
        <Link href={routes.product(line.productSlug)} className="font-semibold text-navy-900 hover:underline">
          {line.name}
        </Link>
        <p className="text-sm text-slate-600">
          {lineDetails({ ...line, teamName: line.customization.teamName, playerCount: line.customization.players.length })}
        </p>
        {line.customization.notes && <p className="text-sm text-slate-600">Notes: {line.customization.notes}</p>}
        <p className="text-sm text-slate-600">
          <Price cents={line.unitPriceCents} /> each
        </p>
      </div>
      <div className="flex items-center gap-3">
        <label htmlFor={inputId} className="sr-only">
          Quantity of {line.name}
        </label>
        <QuantityInput
          id={inputId}
          value={quantity}
          disabled={busy}
          onChange={(event) => setQuantity(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => event.key === 'Enter' && commit()}
          className="w-20 rounded-md border border-slate-300 px-2 py-1.5 text-center"
        />
        <Price cents={line.unitPriceCents * line.quantity} className="w-24 text-right font-semibold text-navy-900" />
        <button type="button" disabled={busy} onClick={() => void onChange({ type: 'remove', id: line.id })} className="rounded-md px-2 py-1.5 text-sm text-red-700 hover:bg-red-50 disabled:opacity-60">
          Remove<span className="sr-only"> {line.name}</span>
        </button>
      </div>
    </li>
  )
}
