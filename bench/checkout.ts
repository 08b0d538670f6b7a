/**
 * `npx tsx bench/checkout.ts` (bench:checkout): N signed-in buyers at once each fill a cart and check out, against
 * the production build and the embedded backend, as `npm run serve` runs them (bench/lib/stack.ts); then the
 * database is checked: every buyer has exactly one order, priced as the shop prices it, and an empty cart.
 *
 * Measured, per buyer and all buyers at once (after accounts are made and signed in, which is timed apart):
 * each product page of the cart with the cart read it makes (POST /api/cart, as the page's cart badge does), each
 * line added with the product page's own server action (lib/actions/cart.ts changeCart, called as its JavaScript
 * calls it: bench/lib/visitor.ts), the checkout page, the checkout form sent as a browser without JavaScript sends
 * it (its hidden inputs, React's action reference among them, and the address typed in, multipart to the page)
 * and the order page its 303 leads to. Printed: total time, checkouts a second, p50/p95/p99 of every step, of the
 * checkout request and of the whole journey, failures by kind; then the checks beside their bar.
 *
 * Buyers sign in through the site (lib/actions/auth.ts signInAction), so they hold the site's own session cookies.
 * Its form cannot be sent without JavaScript: its action is a client function around the server action (to clear
 * the browser's copy of the cart), which React renders as `action="javascript:throw …"`; so the sign-in is sent as
 * that page's JavaScript sends it. Each buyer has a client address of its own (X-Forwarded-For), as the browser
 * journeys give every test: the site limits sign-ins, cart changes and reads per address.
 *
 * A checkout the server refuses answers 200 with the checkout page again, but without JavaScript that page shows
 * neither the refusal nor what was typed: Next resumes the prerendered shell (x-nextjs-prerender: 1) and the form
 * state reaches only the data React hydrates with. The refusal is read from there (bench/lib/visitor.ts formState).
 *
 * A measurement, not a test: a slow figure exits 0. It exits non-zero when it could not measure, or when the data
 * break a check (an order lost, duplicated or mispriced, a cart left full). A checkout the site refused counts as
 * a lost order too: the bar is one order per buyer.
 *
 * Knobs: BENCH_BUYERS (default 50), BENCH_REUSE_BUILDS=1 (serve the previous build), NEXT_DIST_DIR (the build's
 * folder, default bench/.next-load, shared with bench/wizards.ts).
 */
import { resetCustomization } from '../lib/teams/customization.js'
import { priceOrder } from '../lib/pricing/pricing.js'
import type { CartLineFields, CartSnapshot } from '../lib/cart/cart.js'
import { clientAddress, createAccounts, signIn, type Account } from './lib/accounts.js'
import { products, type Product } from './lib/catalogue.js'
import { printChecks, Tally, type Check } from './lib/figures.js'
import { runOnStack, type Stack } from './lib/stack.js'
import { actionId, formState, refusal, StepError, Visitor } from './lib/visitor.js'

const buyers = Number(process.env.BENCH_BUYERS) || 50

/** A line as the product page's "Add to cart" sends it (components/cart/AddToCart.tsx); the server prices it. */
type NewLine = Omit<CartLineFields, 'unitPriceCents' | 'image'> & { image: null }

/** mulberry32: the same carts on every run for the same buyer. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Buyer n's cart: two or three lines of one product (different sizes or options, so quantity tiers count the
 * product's total across lines, as the shop's pricing does) and one line of another.
 */
function cartFor(n: number, catalogue: Product[], teamName: string): NewLine[] {
  const next = random(n + 1)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  const first = pick(catalogue)
  const second = pick(catalogue.filter((product) => product !== first))
  const lines: NewLine[] = []
  const used = new Set<string>()
  for (const [product, count] of [[first, 2 + Math.floor(next() * 2)], [second, 1]] as const) {
    for (let tries = 0; lines.filter((line) => line.productSlug === product.slug).length < count && tries < 20; tries++) {
      const option = product.options.length ? pick(product.options) : null
      const size = product.sizes.length ? pick(product.sizes) : null
      const colour = product.colours.length ? pick(product.colours) : null
      const key = [product.slug, option?.key, size, colour?.key].join('|')
      if (used.has(key)) continue
      used.add(key)
      const customization = { ...resetCustomization(), size: size ?? '', teamName }
      lines.push({
        productSlug: product.slug,
        name: product.name,
        optionKey: option?.key ?? null,
        optionName: option?.name ?? null,
        size,
        variantKey: colour?.key ?? null,
        variantName: colour?.name ?? null,
        colorCode: colour?.colorCode ?? null,
        image: null,
        quantity: 1 + Math.floor(next() * 14),
        customization,
      })
    }
  }
  return lines
}

const ADDRESS = { fullName: 'Jo Keeper', line1: '12 Rink Road', line2: '', city: 'Duluth', region: 'MN', postalCode: '55802', country: 'US', phone: '' }

/** One buyer's cart filled and checked out, every request timed; answers the id of the order the site confirmed. */
async function journey(stack: Stack, tally: Tally, visitor: Visitor, lines: NewLine[], changeCart: string): Promise<string> {
  return tally.time('whole journey', async () => {
    for (const slug of new Set(lines.map((line) => line.productSlug))) {
      const page = `/products/${slug}`
      await tally.time('product page', () => visitor.page(page, 'product page'))
      await tally.time('cart read (POST /api/cart)', () => visitor.readCart())
      for (const line of lines.filter((candidate) => candidate.productSlug === slug)) {
        const snapshot = await tally.time('add to cart (action)', () => visitor.action<CartSnapshot>(page, changeCart, [{ type: 'add', line }, null], 'add to cart'))
        if (snapshot.error) throw new StepError('add to cart: refused', snapshot.error)
      }
    }
    const html = await tally.time('checkout page', () => visitor.page('/checkout', 'checkout page'))
    const fields = Object.fromEntries(Object.entries(ADDRESS).map(([key, value]) => [`shipping.${key}`, value]))
    const location = await tally.time('checkout (form POST)', async () => {
      const response = await visitor.submitForm('/checkout', html, 'name="idempotencyKey"', fields)
      const body = await response.text()
      const to = response.headers.get('location')
      if (response.status !== 303 || !to?.startsWith('/account/order?id=')) {
        const state = formState(body)
        throw new StepError(`checkout: HTTP ${response.status}${state ? `, ${state.status} "${state.message ?? 'fields'}"` : ''}`, `POST /checkout answered ${response.status}${to ? ` → ${to}` : ''}: ${refusal(state)}`)
      }
      return to
    })
    await tally.time('order page', () => visitor.page(location, 'order page'))
    return new URL(location, stack.site).searchParams.get('id')!
  })
}

/** The database after the run, read with the service role: one order per buyer, priced as the shop prices it, carts empty. */
async function checks(stack: Stack, accounts: Account[], carts: NewLine[][], confirmed: (string | null)[], catalogue: Map<string, Product>): Promise<Check[]> {
  const ids = accounts.map((account) => account.id)
  const { data: orders, error } = await stack.service
    .from('orders')
    .select('id, user_id, subtotal_cents, total_amount_cents, order_items(product_slug, option_key, size, variant_key, quantity, price_cents, line_total_cents)')
    .in('user_id', ids)
  if (error) throw new Error(`the orders could not be read: ${error.message}`)
  const { data: cartRows, error: cartError } = await stack.service.from('cart_items').select('user_id').in('user_id', ids)
  if (cartError) throw new Error(`the carts could not be read: ${cartError.message}`)

  const lost: string[] = []
  const duplicated: string[] = []
  const mispriced: string[] = []
  const unsummed: string[] = []
  const wrongItems: string[] = []
  accounts.forEach((account, n) => {
    const mine = orders.filter((order) => order.user_id === account.id)
    if (mine.length === 0) lost.push(`${account.email}: no order${confirmed[n] ? `, though the site confirmed order ${confirmed[n]}` : ' (its checkout failed, see the failures above)'}`)
    if (mine.length > 1) duplicated.push(`${account.email}: ${mine.length} orders (${mine.map((order) => order.id).join(', ')})`)
    const expected = priceOrder(carts[n]!, catalogue)
    if (!expected.ok) throw new Error(`buyer ${n + 1}'s cart cannot be priced: ${expected.error}`)
    for (const order of mine) {
      if (order.total_amount_cents !== expected.subtotalCents || order.subtotal_cents !== expected.subtotalCents) {
        mispriced.push(`order ${order.id}: total ${order.total_amount_cents} (subtotal ${order.subtotal_cents}), the shop's pricing says ${expected.subtotalCents}`)
      }
      const itemSum = order.order_items.reduce((sum, item) => sum + item.line_total_cents, 0)
      const badLine = order.order_items.find((item) => item.price_cents * item.quantity !== item.line_total_cents)
      if (itemSum !== order.total_amount_cents || badLine) unsummed.push(`order ${order.id}: items sum to ${itemSum}, total ${order.total_amount_cents}${badLine ? `; a line of ${badLine.quantity} × ${badLine.price_cents} says ${badLine.line_total_cents}` : ''}`)
      const key = (line: { slug: string; option: string | null; size: string | null; variant: string | null; quantity: number; price: number }) => JSON.stringify(line)
      const stored = order.order_items.map((item) => key({ slug: item.product_slug, option: item.option_key, size: item.size, variant: item.variant_key, quantity: item.quantity, price: item.price_cents })).sort()
      const sent = expected.lines.map((line) => key({ slug: line.productSlug, option: line.optionKey, size: line.size, variant: line.variantKey, quantity: line.quantity, price: line.unitPriceCents })).sort()
      if (JSON.stringify(stored) !== JSON.stringify(sent)) wrongItems.push(`order ${order.id}: items ${stored.join(' ')} ≠ the cart at the shop's prices ${sent.join(' ')}`)
    }
  })
  const fullCarts = [...new Set(cartRows.map((row) => row.user_id))].map((id) => `${accounts.find((account) => account.id === id)?.email}: ${cartRows.filter((row) => row.user_id === id).length} lines left`)
  const count = (name: string, problems: string[], bar = 0) => ({ name, found: String(problems.length), bar: String(bar), ok: problems.length === bar, problems })
  return [
    { name: 'buyers with exactly one order', found: String(accounts.length - lost.length - duplicated.length), bar: String(accounts.length), ok: lost.length + duplicated.length === 0 },
    count('lost (buyers with no order)', lost),
    count('duplicated (buyers with 2+ orders)', duplicated),
    count('orders not priced as the shop prices', mispriced),
    count('orders whose items do not sum to the total', unsummed),
    count('orders whose items are not the cart', wrongItems),
    count('carts not emptied', fullCarts),
  ]
}

/** Answers whether the data met every check. */
async function measure(stack: Stack): Promise<boolean> {
  const catalogue = await products()
  const offered = [...catalogue.values()]
  const changeCart = actionId(stack.dist, 'lib/actions/cart.ts', 'changeCart')

  let started = performance.now()
  const accounts = await createAccounts(stack, 'buyer', buyers)
  console.log(`› ${buyers} confirmed accounts made in the backend in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  const carts = accounts.map((account, n) => cartFor(n, offered, `${account.lastName} Team`))

  // The first request of each route pays for loading its code, not for the page: one of each first.
  const warm = new Visitor(stack.site, clientAddress(0, 0))
  for (const page of ['/', '/sign-in', '/cart', '/checkout', ...new Set(carts.flat().map((line) => `/products/${line.productSlug}`))]) await warm.page(page, 'warm-up')

  const visitors = accounts.map((_, n) => new Visitor(stack.site, clientAddress(1, n)))
  const setup = new Tally()
  started = performance.now()
  await Promise.all(accounts.map((account, n) => setup.time('sign-in (action, all at once)', () => signIn(stack, visitors[n]!, account))))
  console.log(`› ${buyers} buyers signed in through the site in ${((performance.now() - started) / 1000).toFixed(1)} s`)

  const tally = new Tally()
  started = performance.now()
  const outcomes = await Promise.allSettled(visitors.map((visitor, n) => journey(stack, tally, visitor, carts[n]!, changeCart)))
  const totalS = (performance.now() - started) / 1000
  const confirmed = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : null))
  const placed = confirmed.filter(Boolean).length

  console.log(`\n${buyers} buyers at once, ${carts.flat().length} cart lines (${stack.site}, build ${stack.dist})\n`)
  console.log(`total time           ${totalS.toFixed(1)} s`)
  console.log(`checkouts confirmed  ${placed} of ${buyers}`)
  console.log(`throughput           ${(placed / totalS).toFixed(2)} checkouts/s\n`)
  setup.print(['sign-in (action, all at once)'])
  console.log('')
  tally.print(['product page', 'cart read (POST /api/cart)', 'add to cart (action)', 'checkout page', 'checkout (form POST)', 'order page', 'whole journey'])

  const ok = printChecks(await checks(stack, accounts, carts, confirmed, catalogue))
  if (!ok) console.error('\nbench:checkout: data integrity violated (see above)')
  return ok
}

runOnStack('checkout', measure)
