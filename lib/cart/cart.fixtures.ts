// Lines the cart tests share.
import { resetCustomization } from '@/lib/teams/customization'
import { newCartLine, type CartLineFields } from './cart'

/** A line as the product page describes it: a Showtime jersey for the Harbour Hawks. */
export const fields = (extra: Partial<CartLineFields> = {}): CartLineFields => ({
  productSlug: 'showtime-jersey',
  name: 'Showtime Game Jersey',
  optionKey: 'elite',
  optionName: 'Elite Pro',
  size: 'L',
  variantKey: 'navy',
  variantName: 'Navy & Sky Blue',
  colorCode: '#003360',
  image: 'https://cdn.sanity.io/images/p/d/showtime.png',
  quantity: 1,
  unitPriceCents: 12000,
  customization: { ...resetCustomization(), teamName: 'Harbour Hawks' },
  ...extra,
})
export const jersey = newCartLine(fields())
export const socks = newCartLine(fields({ productSlug: 'socks', name: 'Performance Socks', optionKey: 'knit', unitPriceCents: 1999, quantity: 3 }))
