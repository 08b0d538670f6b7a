import { routes } from '@/lib/routes'

/** Who sends: the shop's name and addresses from the settings staff edit in the Studio. */
export type Shop = { name: string; email: string; phone: string | null; siteUrl: string; quoteResponseTime: string | null }

/** A path on the shop's site, as a link in an e-mail. */
export const absolute = (shop: Shop, path: string) => `${shop.siteUrl}${path}`

export const customerFooter = (shop: Shop) =>
  `${shop.name} · ${shop.siteUrl} · Questions? Reply to this e-mail${shop.phone ? ` or call ${shop.phone}` : ''}.`

export const staffFooter = (shop: Shop) => `${shop.name} back office · ${absolute(shop, routes.admin)}`
