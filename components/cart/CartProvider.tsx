'use client'

import { createContext, use, useCallback, useMemo, useState } from 'react'
import useSWR from 'swr'
import type { CartChange } from '@/lib/cart/change'
import type { CartSnapshot } from '@/lib/commerce/cart-service'
import { STORAGE_KEYS, fetchWithBrowserCopy, readStorage, writeStorage } from '@/lib/browser-storage'
import { changeCart } from './actions'

type CartApi = {
  cart: CartSnapshot | undefined
  /** A change is on its way to the server. */
  busy: boolean
  change: (change: CartChange) => Promise<CartSnapshot>
  /** Reads the cart again, e.g. after signing in or out. */
  refresh: () => Promise<void>
}

const CartContext = createContext<CartApi | null>(null)

/** Signed out, the browser's storage holds the cart: keep it in step with what the server checked. */
function remember(snapshot: CartSnapshot) {
  if (!snapshot.signedIn && !snapshot.error) writeStorage(STORAGE_KEYS.cart, snapshot.lines.length ? JSON.stringify(snapshot.lines) : null)
}

export function CartProvider({ children }: { children: React.ReactNode }) {
  // Read afresh whenever a layout mounts the provider (signing in or out moves between layouts),
  // even moments after the last read: SWR would otherwise reuse it for two seconds.
  const { data, mutate } = useSWR(
    'cart',
    async () => {
      const snapshot = await fetchWithBrowserCopy<CartSnapshot>('/api/cart', 'browserCart', STORAGE_KEYS.cart)
      remember(snapshot)
      return snapshot
    },
    { dedupingInterval: 0 },
  )
  const [busy, setBusy] = useState(false)

  const change = useCallback(
    async (cartChange: CartChange) => {
      setBusy(true)
      try {
        const snapshot = await changeCart(cartChange, readStorage(STORAGE_KEYS.cart))
        remember(snapshot)
        await mutate(snapshot, { revalidate: false })
        return snapshot
      } finally {
        setBusy(false)
      }
    },
    [mutate],
  )
  const refresh = useCallback(async () => {
    await mutate()
  }, [mutate])

  const api = useMemo(() => ({ cart: data, busy, change, refresh }), [data, busy, change, refresh])
  return <CartContext value={api}>{children}</CartContext>
}

export function useCart(): CartApi {
  const api = use(CartContext)
  if (!api) throw new Error('useCart needs a <CartProvider> around it')
  return api
}
