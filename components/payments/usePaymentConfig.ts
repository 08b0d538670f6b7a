'use client'

import useSWR from 'swr'
import type { PublicPaymentConfig } from '@/lib/payments/types'

/** Which provider takes the card, as /api/payments/config says (null while it loads, or when `wanted` is false). */
export function usePaymentConfig(wanted = true): PublicPaymentConfig | null {
  const { data } = useSWR(wanted ? '/api/payments/config' : null, async (url: string) => {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
    return (await response.json()) as PublicPaymentConfig
  })
  return data ?? null
}
