'use client'

import { CartIcon } from '@/components/ui/icons'
import { IntentLink } from '@/components/ui/IntentLink'
import { routes } from '@/lib/routes'
import { useCart } from './CartProvider'
import { countOf } from '@/lib/format/text'

/** The header's cart link with the number of items in the cart (the sum of quantities). */
export function CartBadge({ className }: { className: string }) {
  const { cart } = useCart()
  const count = cart?.itemCount ?? 0
  return (
    <IntentLink href={routes.cart} aria-label={count ? `Cart, ${countOf(count, 'item')}` : 'Cart'} className={`relative ${className}`}>
      <CartIcon />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-sky-500 px-1 text-xs font-bold text-navy-950"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </IntentLink>
  )
}
