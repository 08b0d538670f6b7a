/**
 * `npx tsx bench/wizards.ts` (bench:wizards): N customers at once each send an express order (the express-order
 * wizard: a 30-player roster and a logo) and pay it, while staff at the same time move requests already stored
 * along the workflow in the back office, against the production build and the embedded backend, as
 * `npm run serve` runs them (bench/lib/stack.ts); then the database is checked.
 *
 * Customers are guests (the wizard welcomes them; each is told apart by its contact e-mail), each with a client
 * address of its own (X-Forwarded-For: the site limits wizard submissions per address) and a PNG logo of its own,
 * from 4 KB up to about 1 MB across the customers (lib/uploads/logo accepts up to 5 MB; the logo must be a complete
 * image, which these are). Measured for each: the wizard's page with the two reads it makes (the cart badge's, and
 * which payment provider takes cards and where); "Complete Order", i.e. the wizard's server action
 * (lib/actions/wizards.ts submitExpressOrder) with the draft's JSON and the logo file, which checks, prices and
 * stores the order and starts its payment; the card confirmed with the test payment service as the payment step's
 * own code does it (components/payments/confirm.ts, with the page's Origin), which answers once the site's webhook
 * has taken the payment; and the confirmation page.
 *
 * The submit cannot be sent without JavaScript: the wizard keeps its draft in the browser and calls the action
 * from a click handler, with no form at all. So it is sent exactly as that handler sends it: the arguments
 * encoded with React's encodeReply from Next's compiled Flight client, posted with the action's id from the
 * build's server-reference manifest (bench/lib/visitor.ts). The staff's status change is a form that works
 * without JavaScript (useActionState over the server action), so staff open each request's page and send it as
 * a browser without JavaScript does: hidden inputs from the page, the new status and a note typed in. Its answer
 * ("Moved to …", or the refusal) is read from the form state the page hands to hydration: the HTML does not show
 * it (as with the checkout form: see bench/checkout.ts).
 *
 * Staff accounts are made in the backend and given the staff role with the service role (as `npm run staff:role`
 * does), then sign in through the site. The requests they work on are stored beforehand with the service role,
 * as the browser journeys' fixtures store them (tests/support/commerce-service.ts): paid express orders, half
 * "received" (staff move them to design), half "approved" (staff move them to production, shipped, delivered).
 *
 * Checked afterwards in the database: every customer has exactly one express order, with its 30 players, priced
 * by the published terms, paid, and its logo stored byte for byte; every status change staff asked for was made,
 * with exactly one history row (its note, by its staff member), and nothing else moved.
 *
 * A measurement, not a test: a slow figure exits 0. It exits non-zero when it could not measure, or when the data
 * break a check (a refused submission or status change counts: the bar is every request stored and every change made).
 *
 * Knobs: BENCH_CUSTOMERS (default 20), BENCH_STAFF (default 2), BENCH_REQUESTS (requests stored for staff, default
 * 20), BENCH_REUSE_BUILDS=1 (serve the previous build), NEXT_DIST_DIR (the build's folder, default
 * bench/.next-load, shared with bench/checkout.ts).
 */
import { createHash, randomUUID } from 'node:crypto'
import { deflateSync, crc32 } from 'node:zlib'
import { confirmTestPayment } from '../components/payments/confirm.js'
import { expressTotals } from '../lib/pricing/express.js'
import { JERSEY_SIZES, PANT_SHELL_SIZES, SOCKS_SIZES, type Player } from '../lib/roster/player.js'
import type { PublicPaymentConfig } from '../lib/payments/types.js'
import type { Submitted } from '../lib/wizard/draft.js'
import { clientAddress, createAccounts, signIn, type Account } from './lib/accounts.js'
import { expressTerms, products } from './lib/catalogue.js'
import { printChecks, Tally, type Check } from './lib/figures.js'
import { runOnStack, type Stack } from './lib/stack.js'
import { actionId, formState, refusal, StepError, Visitor, type FormState } from './lib/visitor.js'

const customers = Number(process.env.BENCH_CUSTOMERS) || 20
const staffCount = Number(process.env.BENCH_STAFF) || 2
const requests = Number(process.env.BENCH_REQUESTS) || 20
const PLAYERS = 30

/**
 * A complete PNG of about `bytes` bytes: a square of noise (which deflate cannot shrink), with its header, image
 * data and end chunks and their checksums, as an image editor writes one. `seed` makes every customer's differ.
 */
function pngLogo(bytes: number, seed: number): Buffer {
  const side = Math.max(8, Math.round(Math.sqrt(bytes / 3)))
  const raw = Buffer.alloc(side * (1 + side * 3))
  let state = seed * 2654435761
  for (let row = 0; row < side; row++) {
    for (let at = row * (1 + side * 3) + 1; at < (row + 1) * (1 + side * 3); at++) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0
      raw[at] = state >>> 24
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8)
    head.writeUInt32BE(data.length)
    head.write(type, 4, 'latin1')
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])))
    return Buffer.concat([head, data, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits a channel, RGB, deflate, no filter method, not interlaced
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))])
}

/** A full roster: names, numbers, every size chosen, a captain and two assistants. */
function roster(team: number): Player[] {
  return Array.from({ length: PLAYERS }, (_, n) => ({
    name: `Skater ${team}-${n + 1}`,
    number: String(n + 1),
    jerseySize: JERSEY_SIZES[n % JERSEY_SIZES.length]!.value,
    socksSize: SOCKS_SIZES[n % SOCKS_SIZES.length]!.value,
    pantShellSize: PANT_SHELL_SIZES[n % PANT_SHELL_SIZES.length]!.value,
    captainPatch: n === 0 ? 'C' : n < 3 ? 'A' : '',
  }))
}

type Customer = { n: number; email: string; teamName: string; productSlug: string; paymentType: 'deposit' | 'full'; players: Player[]; logo: Buffer }

/** One customer's express order sent, paid and confirmed, every request timed; answers its reference. */
async function customerJourney(stack: Stack, tally: Tally, visitor: Visitor, customer: Customer, submitAction: string): Promise<string> {
  return tally.time('whole customer journey', async () => {
    const page = `/express-order/${customer.productSlug}`
    await tally.time('wizard page', () => visitor.page(page, 'wizard page'))
    await tally.time('cart read (POST /api/cart)', () => visitor.readCart())
    // Where the payment step confirms the card: the wizard asks the site which provider takes it.
    const config = await tally.time('payment config (GET /api/payments/config)', async () => {
      const response = await visitor.request('/api/payments/config')
      if (!response.ok) throw new StepError(`payment config: HTTP ${response.status}`, await response.text())
      return (await response.json()) as PublicPaymentConfig
    })
    if (config.provider !== 'test') throw new StepError('payment config: not the test provider', JSON.stringify(config))
    // The draft as the wizard keeps it on its last step (lib/wizard/draft.ts), and the logo file beside it.
    const draft = {
      kind: 'express',
      productSlug: customer.productSlug,
      step: 3,
      teamInfo: { teamName: customer.teamName, league: "men's-league", contactName: 'Jo Keeper', contactEmail: customer.email, contactPhone: '+1 (204) 555-0101' },
      players: customer.players,
      logoNotes: 'Centre chest, full colour',
      idempotencyKey: randomUUID(),
      paymentType: customer.paymentType,
    }
    const form = new FormData()
    form.set('draft', JSON.stringify(draft))
    form.set('logo', new File([new Uint8Array(customer.logo)], 'team-logo.png', { type: 'image/png' }))
    const state = await tally.time('Complete Order (action)', () => visitor.action<FormState & Partial<Submitted>>(page, submitAction, [{ status: 'idle' }, form], 'Complete Order'))
    if (state.status !== 'done' || !state.reference) throw new StepError(`Complete Order: ${state.status} "${state.message ?? 'fields'}"`, refusal(state))
    const { reference, payment } = state
    if (payment) {
      const paid = await tally.time('card confirmed (payment service)', () =>
        confirmTestPayment(
          config.serviceUrl,
          payment,
          { number: '4242 4242 4242 4242', expiry: `12/${(new Date().getFullYear() + 2) % 100}`, cvc: '123', name: 'Jo Keeper' },
          { name: 'Jo Keeper', email: customer.email },
          // The browser sends the page's Origin, which the service checks.
          (url, init) => fetch(url, { ...init, headers: { ...init?.headers, origin: stack.site }, signal: AbortSignal.timeout(120_000) }),
        ),
      )
      if (!paid.ok) throw new StepError('card confirmed: refused', paid.error)
    }
    await tally.time('confirmation page', () => visitor.page(`/order/confirmation?${new URLSearchParams({ kind: 'express', ref: reference })}`, 'confirmation page'))
    return reference
  })
}

type Change = { id: string; from: string; to: string; note: string; staff: Account; made: boolean }

/** One staff member's changes, one request page at a time as staff work: open it, choose the next status, add a note, send. */
async function staffJourney(tally: Tally, visitor: Visitor, changes: Change[]) {
  for (const change of changes) {
    await tally
      .time('status change', async () => {
        const page = `/admin/order?kind=express&id=${change.id}`
        const html = await tally.time('request page (staff)', () => visitor.page(page, 'request page (staff)'))
        const response = await tally.time('status change (form POST)', () => visitor.submitForm(page, html, 'name="kind"', { to: change.to, note: change.note }))
        const state = formState(await response.text())
        if (response.status !== 200 || state?.status !== 'done' || state.changedTo !== change.to) {
          throw new StepError(`status change: HTTP ${response.status}${state ? `, ${state.status} "${state.message ?? 'fields'}"` : ''}`, `${change.from} → ${change.to} of ${change.id}: ${refusal(state)}`)
        }
        change.made = true
      })
      // A refused change is counted and shown; the staff member goes on with the next one, as staff would.
      .catch(() => undefined)
  }
}

/** Requests already in the shop for staff to work on, stored as the browser journeys' fixtures store them: paid in full. */
async function storeRequests(stack: Stack, pricePerPlayerCents: number, product: { slug: string; name: string }) {
  const rows = Array.from({ length: requests }, (_, n) => {
    const players = roster(1000 + n).slice(0, 12)
    const subtotal = players.length * pricePerPlayerCents
    return {
      idempotency_key: randomUUID(),
      status: n % 2 ? 'approved' : 'received',
      product_slug: product.slug,
      product_name: product.name,
      team_name: `Stored Team ${n + 1}`,
      contact_name: 'Sam Keeper',
      contact_email: `stored-${n + 1}@example.com`,
      roster: players,
      player_count: players.length,
      payment_type: 'full',
      payment_provider: 'test',
      price_per_player_cents: pricePerPlayerCents,
      subtotal_cents: subtotal,
      deposit_cents: Math.ceil(subtotal / 200) * 100,
      amount_due_cents: subtotal,
      amount_paid_cents: subtotal,
    }
  })
  const { data, error } = await stack.service.from('express_orders').insert(rows).select('id, status')
  if (error) throw new Error(`the requests for staff could not be stored: ${error.message}`)
  return data
}

/** Reads every customer's order, waiting a little for payments whose webhook the payment service is still retrying. */
async function customerOrders(stack: Stack, emails: string[]) {
  for (const until = Date.now() + 30_000; ; await new Promise((resolve) => setTimeout(resolve, 1_000))) {
    const { data, error } = await stack.service
      .from('express_orders')
      .select('id, reference, contact_email, status, product_slug, product_name, roster, player_count, logo_path, payment_type, price_per_player_cents, subtotal_cents, amount_due_cents, amount_paid_cents, order_history(from_status, status)')
      .in('contact_email', emails)
    if (error) throw new Error(`the express orders could not be read: ${error.message}`)
    if (data.every((order) => order.status !== 'awaiting_payment') || Date.now() > until) return data
  }
}

async function checks(stack: Stack, list: Customer[], references: (string | null)[], changes: Change[], terms: { pricePerPlayerCents: number; depositPercent: number }, productNames: Map<string, string>): Promise<Check[]> {
  const orders = await customerOrders(stack, list.map((customer) => customer.email))
  const lost: string[] = []
  const duplicated: string[] = []
  const wrongRoster: string[] = []
  const wrongPrice: string[] = []
  const unpaid: string[] = []
  const wrongLogo: string[] = []
  for (const customer of list) {
    const mine = orders.filter((order) => order.contact_email === customer.email)
    const reference = references[customer.n]
    if (mine.length === 0) lost.push(`${customer.email}: no order${reference ? `, though the site confirmed ${reference}` : ' (its submission failed, see the failures above)'}`)
    if (mine.length > 1) duplicated.push(`${customer.email}: ${mine.length} orders (${mine.map((order) => order.reference).join(', ')})`)
    for (const order of mine) {
      // Field by field: the database keeps JSON objects with their keys in an order of its own.
      const players = (list: Player[]) => JSON.stringify(list.map((p) => [p.name, p.number, p.jerseySize, p.socksSize, p.pantShellSize, p.captainPatch]))
      const sameRoster = players(order.roster as Player[]) === players(customer.players)
      if (order.player_count !== PLAYERS || !sameRoster || order.product_slug !== customer.productSlug || order.product_name !== productNames.get(customer.productSlug)) {
        wrongRoster.push(`${order.reference}: ${order.player_count} players, ${order.product_slug} "${order.product_name}"${sameRoster ? '' : ', roster differs from the one sent'}`)
      }
      const totals = expressTotals({ playerCount: PLAYERS, ...terms, paymentType: customer.paymentType })
      if (order.payment_type !== customer.paymentType || order.price_per_player_cents !== totals.pricePerPlayerCents || order.subtotal_cents !== totals.subtotalCents || order.amount_due_cents !== totals.amountDueCents) {
        wrongPrice.push(`${order.reference}: ${order.payment_type}, ${order.price_per_player_cents}/player, subtotal ${order.subtotal_cents}, due ${order.amount_due_cents}; the published terms say ${totals.pricePerPlayerCents}, ${totals.subtotalCents}, ${totals.amountDueCents}`)
      }
      const moves = order.order_history.map((entry) => `${entry.from_status}→${entry.status}`)
      if (order.status !== 'received' || order.amount_paid_cents !== order.amount_due_cents || moves.join() !== 'awaiting_payment→received') {
        unpaid.push(`${order.reference}: ${order.status}, paid ${order.amount_paid_cents} of ${order.amount_due_cents}, history ${moves.join(', ') || 'empty'}`)
      }
      const sent = createHash('sha256').update(customer.logo).digest('hex')
      const file = order.logo_path ? await stack.service.storage.from('logos').download(order.logo_path) : null
      const kept = file?.data ? createHash('sha256').update(new Uint8Array(await file.data.arrayBuffer())).digest('hex') : null
      if (kept !== sent) wrongLogo.push(`${order.reference}: ${order.logo_path ? (kept ? 'the stored logo differs from the one sent' : `${order.logo_path} cannot be read: ${file?.error?.message}`) : 'no logo stored'}`)
    }
  }

  const ids = [...new Set(changes.map((change) => change.id))]
  const [{ data: history, error }, { data: stored, error: storedError }] = await Promise.all([
    stack.service.from('order_history').select('express_order_id, from_status, status, notes, created_by').in('express_order_id', ids),
    stack.service.from('express_orders').select('id, status').in('id', ids),
  ])
  if (error || storedError) throw new Error(`the staff's requests could not be read: ${(error ?? storedError)!.message}`)
  const notMade = changes.filter((change) => !change.made).map((change) => `${change.id}: ${change.from} → ${change.to} was refused (see the failures above)`)
  const wrongHistory: string[] = []
  for (const change of changes) {
    const rows = history.filter((row) => row.express_order_id === change.id && row.from_status === change.from && row.status === change.to)
    const expected = change.made ? 1 : 0
    if (rows.length !== expected || rows.some((row) => row.notes !== change.note || row.created_by !== change.staff.id)) {
      wrongHistory.push(`${change.id} ${change.from} → ${change.to} (${change.made ? 'made' : 'refused'}): ${rows.length} history rows${rows.map((row) => ` [by ${row.created_by}, "${row.notes}"]`).join('')}`)
    }
  }
  const extra = history.length - changes.filter((change) => change.made).length
  if (extra > 0) wrongHistory.push(`${extra} history rows for changes nobody asked for`)
  const wrongStatus = ids.flatMap((id) => {
    const made = changes.filter((change) => change.id === id && change.made).at(-1)
    const now = stored.find((row) => row.id === id)?.status
    const first = changes.find((change) => change.id === id)!.from
    return now === (made?.to ?? first) ? [] : [`${id}: ${now}, staff last moved it to ${made?.to ?? `nothing (it was ${first})`}`]
  })

  const count = (name: string, problems: string[]) => ({ name, found: String(problems.length), bar: '0', ok: problems.length === 0, problems })
  return [
    { name: 'customers with exactly one express order', found: String(list.length - lost.length - duplicated.length), bar: String(list.length), ok: lost.length + duplicated.length === 0 },
    count('lost (customers with no order)', lost),
    count('duplicated (customers with 2+ orders)', duplicated),
    count('orders without their 30 players or product', wrongRoster),
    count('orders not priced by the published terms', wrongPrice),
    count('orders not paid and received (one history row)', unpaid),
    count('orders without their logo stored', wrongLogo),
    { name: 'status changes made', found: String(changes.length - notMade.length), bar: String(changes.length), ok: notMade.length === 0, problems: notMade },
    count('changes without exactly one history row', wrongHistory),
    count('requests not at the status staff left them', wrongStatus),
  ]
}

/** Answers whether the data met every check. */
async function measure(stack: Stack): Promise<boolean> {
  const catalogue = await products()
  const jerseys = [...catalogue.values()].filter((product) => product.productType === 'jersey')
  if (jerseys.length === 0) throw new Error('the catalogue has no jersey')
  const terms = await expressTerms(jerseys[0]!.slug)
  const productNames = new Map([...catalogue.values()].map((product) => [product.slug, product.name]))
  const submitAction = actionId(stack.dist, 'lib/actions/wizards.ts', 'submitExpressOrder')

  let started = performance.now()
  const staff = await createAccounts(stack, 'staff', staffCount, 'staff')
  const stored = await storeRequests(stack, terms.pricePerPlayerCents, jerseys[0]!)
  console.log(`› ${staffCount} staff accounts and ${requests} stored requests made in the backend in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  // The moves staff make, as the workflow allows them (lib/orders/workflow.ts), each request given to one staff member.
  const plans: Record<string, string[]> = { received: ['in_design'], approved: ['in_production', 'shipped', 'delivered'] }
  const run = randomUUID().slice(0, 8)
  const changes = stored.flatMap((request, n) =>
    plans[request.status]!.map((to, step, path) => {
      const from = step === 0 ? request.status : path[step - 1]!
      return { id: request.id, from, to, note: `bench ${run}: ${from} → ${to}`, staff: staff[n % staffCount]!, made: false }
    }),
  )

  const list: Customer[] = Array.from({ length: customers }, (_, n) => ({
    n,
    email: `customer-${n + 1}-${run}@example.com`,
    teamName: `Load Team ${n + 1}`,
    productSlug: jerseys[n % jerseys.length]!.slug,
    paymentType: n % 2 ? 'full' : 'deposit',
    players: roster(n + 1),
    // From 4 KB to about 1 MB, evenly spread on a log scale.
    logo: pngLogo(4_096 * 256 ** (customers > 1 ? n / (customers - 1) : 0), n + 1),
  }))

  // The first request of each route pays for loading its code, not for the page: one of each first.
  const warm = new Visitor(stack.site, clientAddress(0, 0))
  for (const page of ['/', '/sign-in', ...new Set(list.map((customer) => `/express-order/${customer.productSlug}`))]) await warm.page(page, 'warm-up')
  const staffVisitors = staff.map((_, n) => new Visitor(stack.site, clientAddress(3, n)))
  await Promise.all(staff.map((account, n) => signIn(stack, staffVisitors[n]!, account)))
  await staffVisitors[0]!.page(`/admin/order?kind=express&id=${stored[0]!.id}`, 'warm-up')

  const tally = new Tally()
  started = performance.now()
  // Each group's own time too: staff work one change after another and may go on after the customers are done.
  const seconds = async <T>(work: Promise<T>) => [await work, (performance.now() - started) / 1000] as const
  const [[outcomes, customersS], [, staffS]] = await Promise.all([
    seconds(Promise.allSettled(list.map((customer) => customerJourney(stack, tally, new Visitor(stack.site, clientAddress(2, customer.n)), customer, submitAction)))),
    seconds(Promise.all(staff.map((account, n) => staffJourney(tally, staffVisitors[n]!, changes.filter((change) => change.staff === account))))),
  ])
  const references = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : null))
  const placed = references.filter(Boolean).length
  const made = changes.filter((change) => change.made).length
  const logoSizes = list.map((customer) => customer.logo.length)

  console.log(`\n${customers} customers (30 players, logos ${(Math.min(...logoSizes) / 1024).toFixed(0)} KB–${(Math.max(...logoSizes) / 1024).toFixed(0)} KB) and ${staffCount} staff at once (${stack.site}, build ${stack.dist})\n`)
  console.log(`total time               ${Math.max(customersS, staffS).toFixed(1)} s`)
  console.log(`express orders placed    ${placed} of ${customers} in ${customersS.toFixed(1)} s (${(placed / customersS).toFixed(2)}/s)`)
  console.log(`status changes made      ${made} of ${changes.length} in ${staffS.toFixed(1)} s (${(made / staffS).toFixed(2)}/s)\n`)
  tally.print(['wizard page', 'cart read (POST /api/cart)', 'payment config (GET /api/payments/config)', 'Complete Order (action)', 'card confirmed (payment service)', 'confirmation page', 'whole customer journey', 'request page (staff)', 'status change (form POST)', 'status change'])

  const ok = printChecks(await checks(stack, list, references, changes, terms, productNames))
  if (!ok) console.error('\nbench:wizards: data integrity violated (see above)')
  return ok
}

runOnStack('wizards', measure)
