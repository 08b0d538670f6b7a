/**
 * `npx tsx bench/store.ts` (bench:store): one team store, and BENCH_PLAYERS (default 40) players entering it and
 * paying their share at once, against the production build and the embedded backend as `npm run serve` runs them
 * (bench/lib/stack.ts); first one player alone, whose times the crowd's are printed beside; then the database is
 * checked.
 *
 * The manager signs in and opens the store for the CHEL jersey with a $5 mark-up through its form, sent as a browser
 * without JavaScript sends it. Each player, a visitor of their own with a client address of their own (the site
 * limits entries per address), opens the store's link, reads the numbers taken (the form's check as they type),
 * enters a nameplate, a number and a size with the entry form's server action (components/team-stores/
 * StoreEntryForm.tsx calls it from its submit handler, so it is sent as that handler sends it: bench/lib/visitor.ts),
 * and confirms the card with the test payment service as the page's own code does (components/payments/confirm.ts),
 * which answers once the site's webhook has taken the payment. A quarter of the players ask for a number another
 * player asks for at the same moment: the one refused ("taken") chooses the next free number and enters again, as a
 * player told so would.
 *
 * Checked afterwards in the database: every player has exactly one paid entry (none lost, none twice), no number is
 * held by two entries, every entry's payment is recorded once, for the store's price (never the browser's), and
 * nothing was refunded; each race for a number was won by exactly one player.
 *
 * A measurement, not a test: a slow figure exits 0. It exits non-zero when it could not measure, or when the data
 * break a check. Knobs: BENCH_PLAYERS, BENCH_REUSE_BUILDS=1 (serve the previous build), NEXT_DIST_DIR (the build's
 * folder, default bench/.next-load, shared with the other load benchmarks).
 */
import { randomUUID } from 'node:crypto'
import { confirmTestPayment } from '../components/payments/confirm.js'
import type { EnteredStore } from '../lib/actions/team-stores.js'
import type { PublicPaymentConfig } from '../lib/payments/types.js'
import { JERSEY_SIZES } from '../lib/roster/player.js'
import { closingDayProblem, TEAM_STORE_LIMITS } from '../lib/team-stores/rules.js'
import { itemsKey } from '../lib/team-stores/items.js'
import { clientAddress, createAccounts, signIn } from './lib/accounts.js'
import { expressTerms } from './lib/catalogue.js'
import { printChecks, Tally, type Check } from './lib/figures.js'
import { runOnStack, type Stack } from './lib/stack.js'
import { actionId, formState, refusal, StepError, Visitor, type FormState } from './lib/visitor.js'

const players = Number(process.env.BENCH_PLAYERS) || 40
const PRODUCT = 'chel-jersey'
const MARKUP_CENTS = 500

type Player = { n: number; name: string; number: string; size: string; email: string }
type Entered = { player: Player; number: string; refusedNumbers: string[] }

/** The first closing day the store's form takes from today. */
function closingDay(): string {
  for (let days = 1; ; days++) {
    const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
    if (!closingDayProblem(day, new Date())) return day
  }
}

/** The manager opens the store through its form; answers its link's token. */
async function openStore(stack: Stack, manager: Visitor): Promise<{ id: string; linkToken: string }> {
  const page = `/account/stores/new?product=${PRODUCT}`
  const html = await manager.page(page, 'open-store page')
  const response = await manager.submitForm(page, html, 'name="productSlug"', {
    teamName: 'Bench Owls',
    markup: (MARKUP_CENTS / 100).toFixed(2),
    minPlayers: String(Math.min(players, TEAM_STORE_LIMITS.maxPlayers)),
    closingDay: closingDay(),
    'delivery.fullName': 'Jo Keeper',
    'delivery.line1': '1 Rink Road',
    'delivery.city': 'Halifax',
    'delivery.region': 'NS',
    'delivery.postalCode': 'B3H 1A1',
    'delivery.country': 'CA',
  })
  const location = response.headers.get('location')
  const id = location && new URL(location, stack.site).searchParams.get('id')
  if (!id) throw new Error(`the store was not opened: HTTP ${response.status}, ${refusal(formState(await response.text()))}`)
  const { data, error } = await stack.service.from('team_stores').select('link_token, items:team_store_items(id)').eq('id', id).single()
  if (error) throw new Error(`the store could not be read: ${error.message}`)
  // The store's one item, the jersey, as its page sends it back with each entry.
  return { id, linkToken: data.link_token, items: itemsKey(data.items) }
}

/** One player's entry and payment, every request timed; a number taken meanwhile is exchanged for the next free one. */
async function playerJourney(stack: Stack, tally: Tally, { linkToken, items }: { linkToken: string; items: string }, player: Player, enterAction: string, taken: Set<string>): Promise<Entered> {
  const visitor = new Visitor(stack.site, clientAddress(2, player.n))
  const page = `/store?${new URLSearchParams({ s: linkToken })}`
  return tally.time('whole player journey', async () => {
    await tally.time('store page', () => visitor.page(page, 'store page'))
    const config = await tally.time('payment config (GET /api/payments/config)', async () => {
      const response = await visitor.request('/api/payments/config')
      if (!response.ok) throw new StepError(`payment config: HTTP ${response.status}`, await response.text())
      return (await response.json()) as PublicPaymentConfig
    })
    const refusedNumbers: string[] = []
    let number = player.number
    for (;;) {
      await tally.time('numbers taken (GET /api/team-store/numbers)', async () => {
        const response = await visitor.request(`/api/team-store/numbers?${new URLSearchParams({ store: linkToken })}`)
        if (!response.ok) throw new StepError(`numbers taken: HTTP ${response.status}`, await response.text())
        await response.json()
      })
      const form = new FormData()
      for (const [name, value] of Object.entries({ store: linkToken, items, name: player.name, number, 'take.0': 'on', 'size.0': player.size, email: player.email })) form.set(name, value)
      const state = await tally.time('enter (action)', () => visitor.action<FormState & Partial<EnteredStore>>(page, enterAction, [{ status: 'idle' }, form], 'enter'))
      if (state.status === 'done' && state.payment) {
        taken.add(number)
        const paid = await tally.time('card confirmed (payment service)', () =>
          confirmTestPayment(
            config.serviceUrl,
            state.payment!,
            { number: '4242 4242 4242 4242', expiry: `12/${(new Date().getFullYear() + 2) % 100}`, cvc: '123', name: player.name },
            { name: player.name, email: player.email },
            (url, init) => fetch(url, { ...init, headers: { ...init?.headers, origin: stack.site }, signal: AbortSignal.timeout(120_000) }),
          ),
        )
        if (!paid.ok) throw new StepError('card confirmed: refused', paid.error)
        return { player, number, refusedNumbers }
      }
      if (!/taken/.test(state.errors?.number ?? '') || refusedNumbers.length >= 5) throw new StepError(`enter: ${state.status} "${refusal(state)}"`, refusal(state))
      // Told the number is taken: the next one nobody holds, as the form's list shows.
      refusedNumbers.push(number)
      taken.add(number)
      for (let next = Number(number) + 1; ; next++) {
        if (!taken.has(String(next))) {
          number = String(next)
          break
        }
      }
    }
  })
}

async function checks(stack: Stack, storeId: string, entered: (Entered | null)[], list: Player[], races: number, priceCents: number): Promise<Check[]> {
  // The webhook may still be taking a payment the service is retrying: a little time for the last ones.
  type Row = { id: string; status: string; email: string; amount_cents: number; player: { number: string }; payments: { status: string; amount_cents: number }[] }
  let rows: Row[] = []
  for (const until = Date.now() + 30_000; ; await new Promise((resolve) => setTimeout(resolve, 1_000))) {
    const { data, error } = await stack.service.from('team_store_entries').select('id, status, email, amount_cents, player, payments:request_payments(status, amount_cents)').eq('store_id', storeId)
    if (error) throw new Error(`the entries could not be read: ${error.message}`)
    rows = data as unknown as Row[]
    if (rows.filter((row) => row.status === 'paid').length >= list.length || Date.now() > until) break
  }
  const { count: refunds, error } = await stack.service.from('payment_refunds').select('id', { count: 'exact', head: true })
  if (error) throw new Error(`the refunds could not be read: ${error.message}`)

  const lost: string[] = []
  const twice: string[] = []
  for (const player of list) {
    const paid = rows.filter((row) => row.email === player.email && row.status === 'paid')
    if (paid.length === 0) lost.push(`${player.email}: no paid entry${entered[player.n] ? ', though the site took the card' : ' (its journey failed, see above)'}`)
    if (paid.length > 1) twice.push(`${player.email}: ${paid.length} paid entries`)
  }
  const byNumber = new Map<string, number>()
  for (const row of rows.filter((row) => row.status === 'paid' || row.status === 'held')) byNumber.set(row.player.number, (byNumber.get(row.player.number) ?? 0) + 1)
  const sharedNumbers = [...byNumber].filter(([, count]) => count > 1).map(([number, count]) => `number ${number}: ${count} entries`)
  const wrongPayments = rows
    .filter((row) => row.status === 'paid')
    .flatMap((row) => {
      const succeeded = row.payments.filter((payment) => payment.status === 'succeeded')
      return succeeded.length === 1 && succeeded[0]!.amount_cents === priceCents && row.amount_cents === priceCents
        ? []
        : [`${row.email}: ${succeeded.length} payments recorded (${succeeded.map((payment) => payment.amount_cents).join(', ')}), entry at ${row.amount_cents}; the store's price is ${priceCents}`]
    })
  const refused = entered.filter((entry): entry is Entered => entry !== null).reduce((sum, entry) => sum + entry.refusedNumbers.length, 0)

  const count = (name: string, problems: string[]) => ({ name, found: String(problems.length), bar: '0', ok: problems.length === 0, problems })
  return [
    { name: 'players with exactly one paid entry', found: String(list.length - lost.length - twice.length), bar: String(list.length), ok: lost.length + twice.length === 0 },
    count('lost (players with no paid entry)', lost),
    count('players with 2+ paid entries', twice),
    count('numbers held by two entries', sharedNumbers),
    count('entries not paid once at the store’s price', wrongPayments),
    { name: 'refunds made', found: String(refunds ?? 0), bar: '0', ok: (refunds ?? 0) === 0 },
    { name: 'races for a number, each lost by one', found: String(refused), bar: String(races), ok: refused === races },
  ]
}

/** Answers whether the data met every check. */
async function measure(stack: Stack): Promise<boolean> {
  const { pricePerPlayerCents } = await expressTerms(PRODUCT)
  const priceCents = pricePerPlayerCents + MARKUP_CENTS
  const enterAction = actionId(stack.dist, 'lib/actions/team-stores.ts', 'enterTeamStoreAction')
  const run = randomUUID().slice(0, 8)

  const [account] = await createAccounts(stack, 'manager', 1)
  const manager = new Visitor(stack.site, clientAddress(1, 0))
  await signIn(stack, manager, account!)
  const store = await openStore(stack, manager)

  // The first player comes alone, with number 99. In the crowd, player n asks for number n, but each fourth asks
  // for the number of the player before them, at the same moment: one of the two gets it, the other moves on to n.
  const races = Math.floor(players / 4)
  const list: Player[] = Array.from({ length: players + 1 }, (_, n) => ({
    n,
    name: `Skater ${n}`,
    number: String(n === 0 ? 99 : n % 4 === 0 ? n - 1 : n),
    size: JERSEY_SIZES[n % JERSEY_SIZES.length]!.value,
    email: `player-${n}-${run}@example.com`,
  }))
  const [alone, ...crowd] = list

  const warm = new Visitor(stack.site, clientAddress(0, 0))
  await warm.page(`/store?${new URLSearchParams({ s: store.linkToken })}`, 'warm-up')

  const taken = new Set<string>()
  const single = new Tally()
  const started = performance.now()
  const first = await playerJourney(stack, single, store, alone!, enterAction, taken).catch(() => null)
  const singleS = (performance.now() - started) / 1000

  const tally = new Tally()
  const crowdStarted = performance.now()
  const outcomes = await Promise.allSettled(crowd.map((player) => playerJourney(stack, tally, store, player, enterAction, taken)))
  const crowdS = (performance.now() - crowdStarted) / 1000
  const entered = [first, ...outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : null))]

  const steps = ['store page', 'payment config (GET /api/payments/config)', 'numbers taken (GET /api/team-store/numbers)', 'enter (action)', 'card confirmed (payment service)', 'whole player journey']
  console.log(`\nOne team store (${stack.site}, build ${stack.dist}): one player alone, then ${crowd.length} at once, ${races} of them racing another for a number\n`)
  console.log(`one player alone         ${singleS.toFixed(1)} s`)
  console.log(`${String(crowd.length).padEnd(3)} players at once      ${crowdS.toFixed(1)} s (${(outcomes.filter((outcome) => outcome.status === 'fulfilled').length / crowdS).toFixed(2)} paid entries/s)\n`)
  console.log('One player alone:')
  single.print(steps)
  console.log(`\n${crowd.length} players at once:`)
  tally.print(steps)

  const ok = printChecks(await checks(stack, store.id, entered, list, races, priceCents))
  if (!ok) console.error('\nbench:store: data integrity violated (see above)')
  return ok
}

runOnStack('store', measure)
