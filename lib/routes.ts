/** Every internal address built from data goes through here, so a route change is one edit. */
export const routes = {
  home: '/',
  products: '/products',
  product: (slug: string) => `/products/${encodeURIComponent(slug)}`,
  order: (slug?: string) => (slug ? `/order/${encodeURIComponent(slug)}` : '/order'),
  expressOrder: (slug?: string) => (slug ? `/express-order/${encodeURIComponent(slug)}` : '/express-order'),
  sizingGuide: '/sizing-guide',
  contact: '/contact',
} as const
