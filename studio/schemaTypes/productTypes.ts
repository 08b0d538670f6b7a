/** The measurement families a sizing chart and its diagram belong to. */
export const PRODUCT_TYPES = [
  { title: 'Jersey', value: 'jersey' },
  { title: 'Socks', value: 'sock' },
  { title: 'Pant shell', value: 'pantshell' },
  { title: 'Bag', value: 'bag' },
  { title: 'Apparel', value: 'apparel' },
] as const

export const PRODUCT_CATEGORIES = [
  { title: 'Jerseys', value: 'jerseys' },
  { title: 'Socks', value: 'socks' },
  { title: 'Pant shells', value: 'pant-shells' },
  { title: 'Bags', value: 'bags' },
  { title: 'Apparel', value: 'apparel' },
] as const
