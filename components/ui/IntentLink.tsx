'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch' | 'onPointerEnter' | 'onFocus'> & { href: string }

/**
 * A link to a page of the visitor's own (account, cart) that is prefetched on intent only. A plain
 * Link in the header is on screen on every page, so every visitor would download that page's code
 * and data though it is rarely the next click; `prefetch={false}` turns that off, hover included.
 * A pointer coming over the link (a finger's touch fires pointerenter too) or keyboard focus then
 * prefetches it, so the click still feels instant. The router drops repeated requests for a route.
 */
export function IntentLink({ href, ...props }: Props) {
  const router = useRouter()
  const prefetch = () => router.prefetch(href)
  return <Link {...props} href={href} prefetch={false} onPointerEnter={prefetch} onFocus={prefetch} />
}
