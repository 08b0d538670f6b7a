/** Query values the account screens pass each other: what to tell the visitor on arrival. */
export const NOTICE = { passwordChanged: 'password-changed', choosePassword: 'choose-password' } as const

/** The query value naming the past request an "Order again" link starts a wizard from. */
export const REORDER_PARAM = 'reorder'
/** The sizing guide's open tab, in its address. */
export const SIZING_TAB_PARAM = 'tab'

// Addresses other entries build on.
const account = '/account'
const forgotPassword = '/forgot-password'
const order = (slug?: string) => (slug ? `/order/${encodeURIComponent(slug)}` : '/order')
const expressOrder = (slug?: string) => (slug ? `/express-order/${encodeURIComponent(slug)}` : '/express-order')

/** A screen that sends the visitor on to `next` once they are signed in. */
const withNext = (path: string, next?: string) => (next ? `${path}?next=${encodeURIComponent(next)}` : path)

/** Every internal address built from data goes through here, so a route change is one edit. */
export const routes = {
  home: '/',
  products: '/products',
  product: (slug: string) => `/products/${encodeURIComponent(slug)}`,
  order,
  expressOrder,
  /** A new order of the same kind, started from a past request of the signed-in customer. */
  orderAgain: (kind: 'quote' | 'express', slug: string, id: string) => `${(kind === 'quote' ? order : expressOrder)(slug)}?${new URLSearchParams({ [REORDER_PARAM]: id })}`,
  accountContact: '/api/account/contact',
  reorderSource: (kind: 'quote' | 'express', id: string) => `/api/reorder?${new URLSearchParams({ kind, id })}`,
  reorderLogo: (kind: 'quote' | 'express', id: string) => `/api/reorder/logo?${new URLSearchParams({ kind, id })}`,
  orderConfirmation: (kind: 'quote' | 'express', reference: string) => `/order/confirmation${kind === 'express' ? '/express' : ''}?${new URLSearchParams({ ref: reference })}`,
  sizingGuide: '/sizing-guide',
  /** The sizing guide open on one garment's tab. */
  sizingGuideTab: (key: string) => `/sizing-guide?${new URLSearchParams({ [SIZING_TAB_PARAM]: key })}`,
  contact: '/contact',
  cart: '/cart',
  checkout: '/checkout',
  account,
  /** Where the customer pays what a request asks now: a quote's deposit, either kind's balance. */
  payRequest: (kind: 'quote' | 'express', id: string) => `${account}/pay?${new URLSearchParams({ kind, id })}`,
  changeRoster: (kind: 'quote' | 'express', id: string) => `${account}/roster?${new URLSearchParams({ kind, id })}`,
  mockupFile: (id: string) => `${account}/mockup?id=${encodeURIComponent(id)}`,
  accountOrder: (id: string, placed = false) => `${account}/order?id=${encodeURIComponent(id)}${placed ? '&placed=1' : ''}`,
  /** The manager opens a team store for a product (signed in), or from one of their orders, with its design and logo. */
  openTeamStore: (slug: string, from?: { kind: 'quote' | 'express'; id: string } | null) =>
    `${account}/stores/new?${new URLSearchParams({ product: slug, ...(from ? { kind: from.kind, id: from.id } : {}) })}`,
  /** A store's board: its manager's (and staff's) view of every entry. */
  teamStoreBoard: (id: string) => `${account}/store?id=${encodeURIComponent(id)}`,
  /** A store's players as CSV, for its manager (and staff). */
  teamStorePlayersCsv: (id: string) => `${account}/store/players.csv?id=${encodeURIComponent(id)}`,
  /** The link the manager shares: where each player enters and pays. */
  teamStore: (linkToken: string) => `/store?${new URLSearchParams({ s: linkToken })}`,
  /** A store's approved mockup, by the store's link or by a player's own entry link (which works when the store's is off). */
  storeMockup: (by: { link: string } | { entry: string }) => `/store/mockup?${new URLSearchParams('link' in by ? { s: by.link } : { e: by.entry })}`,
  /** A player's own link to their entry, from their receipt. */
  teamStoreEntry: (editToken: string) => `/store/entry?${new URLSearchParams({ e: editToken })}`,
  /** The numbers taken in a store, as its form checks them while a player types. */
  teamStoreNumbers: (linkToken: string) => `/api/team-store/numbers?${new URLSearchParams({ store: linkToken })}`,
  signIn: (next?: string) => withNext('/sign-in', next),
  register: (next?: string) => withNext('/register', next),
  forgotPassword,
  linkExpired: `${forgotPassword}/expired`,
  resetPassword: '/reset-password',
  /** After a sign-up confirmed with a password that is not the account's: choose the account's only one. */
  choosePassword: `/reset-password?notice=${NOTICE.choosePassword}`,
  passwordChanged: `${account}?notice=${NOTICE.passwordChanged}`,
  admin: '/admin',
  adminTeam: '/admin/team',
  adminMail: '/admin/mail',
  adminBlanks: '/admin/blanks',
  adminBlanksCsv: (query: string) => `/admin/blanks/blanks.csv${query ? `?${query}` : ''}`,
  adminOrder: (kind: string, id: string) => `/admin/order?${new URLSearchParams({ kind, id })}`,
  adminRosterCsv: (kind: string, id: string) => `/admin/order/roster.csv?${new URLSearchParams({ kind, id })}`,
  adminLogo: (kind: string, id: string) => `/admin/order/logo?${new URLSearchParams({ kind, id })}`,
  adminProductionSheet: (kind: string, id: string) => `/admin/order/sheet?${new URLSearchParams({ kind, id })}`,
  adminRoster: (kind: string, id: string) => `/admin/order/roster?${new URLSearchParams({ kind, id })}`,
  /** A team store's packing slips, one per paid player's parcel, to print (a store shipped to each player). */
  adminPackingSlips: (storeId: string) => `/admin/store/packing?${new URLSearchParams({ id: storeId })}`,
} as const

/** Whether a navigation link leads to the section the visitor is in: home only on itself, others also on their sub-pages. */
export function isCurrentSection(href: string, pathname: string): boolean {
  return href === routes.home ? pathname === routes.home : pathname === href || pathname.startsWith(`${href}/`)
}
