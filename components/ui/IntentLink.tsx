'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps } from 'react'

type Props = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch' | 'onPointerEnter' | 'onFocus'> & { href: string }

/**
 * A link prefetched on intent only: the header's logo and the visitor's own pages (account, cart), the
 * cards of a listing (products, a wizard's product chooser), a breadcrumb's way back and the footer's
 * links. A plain Link prefetches once it is on screen, so every visitor would download the code and
 * data of pages that are rarely the next click (a listing's first cards on every visit);
 * `prefetch={false}` turns that off, hover included. A pointer coming over the link (a finger's touch fires pointerenter too) or
 * keyboard focus then prefetches it, so the click still feels instant. The router drops repeated
 * requests for a route.
 */
export function IntentLink({ href, ...props }: Props) {
  const router = useRouter()
  const prefetch = () => router.prefetch(href)
  return <Link {...props} href={href} prefetch={false} onPointerEnter={prefetch} onFocus={prefetch} />
}
