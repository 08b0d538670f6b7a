'use client'

import { createContext, use, useMemo } from 'react'
import { useCheckedStorage } from '@/components/shop/useCheckedStorage'
import type { CartChange } from '@/lib/cart/change'
import type { CartSnapshot } from '@/lib/cart/cart'
import { STORAGE_KEYS } from '@/lib/browser-storage'
import { changeCart } from '@/lib/actions/cart'

type CartApi = {
  cart: CartSnapshot | undefined
  /** A change is on its way to the server. */
  busy: boolean
  /** Resolves with the server's message when the change was refused or could not be sent, null once applied. */
  change: (change: CartChange) => Promise<{ error: string | null }>
  /** Reads the cart again, e.g. after signing in or out. */
  refresh: () => Promise<void>
}

const CartContext = createContext<CartApi | null>(null)

const toStorage = (snapshot: CartSnapshot) => (snapshot.lines.length ? JSON.stringify(snapshot.lines) : null)

export function CartProvider({ children }: { children: React.ReactNode }) {
  const { data, busy, change, refresh } = useCheckedStorage({
    key: 'cart',
    url: '/api/cart',
    field: 'browserCart',
    storageKey: STORAGE_KEYS.cart,
    toStorage,
    apply: changeCart,
  })
  const api = useMemo(() => ({ cart: data, busy, change, refresh }), [data, busy, change, refresh])
  return <CartContext value={api}>{children}</CartContext>
}

export function useCart(): CartApi {
  const api = use(CartContext)
  if (!api) throw new Error('useCart needs a <CartProvider> around it')
  return api
}
