'use client'

import { useEffect } from 'react'
import { useCart } from './CartProvider'

/** Reads the cart again once, after something on the server changed it (an order emptied it). */
export function CartRefresh() {
  const { refresh } = useCart()
  useEffect(() => {
    void refresh()
  }, [refresh])
  return null
}
