import { createHash, randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { createClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/commerce/database.types'
import { embeddedKeysFile, readEmbeddedKeys } from '@/lib/commerce/embedded/keys'
import { signUpNames } from '@/lib/commerce/sign-up-names'
import { mailTo } from './mailbox'
import { design, expressOrder, player } from './request-rows'

/**
 * The run's commerce backend as the service role, for journeys that read back what the site
 * stored or tamper with it as an attacker with database access could. playwright.config.ts says
 * where that backend listens and where its keys are.
 */
export function serviceClient() {
  return createClient<Database>(process.env.COMMERCE_BACKEND_URL ?? '', readEmbeddedKeys(embeddedKeysFile()).secretKey, { auth: { persistSession: false } })
}

/** Stores `bytes` in a private bucket as the server does (lib/commerce/private-files.ts), and returns the path. */
export async function storePrivately(bucket: 'logos' | 'mockups', bytes: Buffer, extension: string, contentType: string): Promise<string> {
  const hash = createHash('sha256').update(bytes).digest('hex')
  const path = `${hash.slice(0, 2)}/${hash}.${extension}`
  const { error } = await serviceClient().storage.from(bucket).upload(path, bytes, { contentType, upsert: true })
  if (error) throw new Error(`storing a file in ${bucket} failed: ${error.message}`)
  return path
}

/**
 * Signs an address up straight through the backend's auth API with the publishable key, as anyone
 * may on a hosted project (its auth API is public), with a password of the caller's choosing.
 */
export async function signUpDirectly(email: string, password: string, names?: { firstName: string; lastName: string }) {
  const visitor = createClient<Database>(process.env.COMMERCE_BACKEND_URL ?? '', readEmbeddedKeys(embeddedKeysFile()).publishableKey, { auth: { persistSession: false } })
  const { error } = await visitor.auth.signUp({ email, password, options: names && signUpNames(names) })
  if (error) throw new Error(`sign-up of ${email} failed: ${error.message}`)
  return visitor
}

/**
 * A customer account with a confirmed address, made against the backend directly (much faster than
 * the site's forms, for journeys about something other than registering): signed up, with the names
 * if given, then confirmed with the link of the e-mail it was sent.
 */
export async function confirmedAccount(
  request: APIRequestContext,
  account: { email: string; password: string; firstName?: string; lastName?: string } = { email: `account-${randomUUID()}@example.com`, password: 'blue line 2024' },
): Promise<{ email: string; password: string }> {
  const { email, password, firstName, lastName } = account
  const visitor = await signUpDirectly(email, password, firstName && lastName ? { firstName, lastName } : undefined)
  const link = (await mailTo(request, email, /confirm your/i)).html.match(/token_hash=([\w-]+)/)?.[1]
  const { error } = await visitor.auth.verifyOtp({ token_hash: link ?? '', type: 'signup' })
  if (error) throw new Error(`confirming ${email} failed: ${error.message}`)
  return { email, password }
}

/** The account id of the customer with this e-mail (their profile). */
export async function customerIdOf(email: string): Promise<string> {
  const { data, error } = await serviceClient().from('profiles').select('id').eq('email', email).single()
  if (error) throw new Error(`no account for ${email}: ${error.message}`)
  return data.id
}

/** A customer's orders, with their lines' quantities, as the database holds them. */
export async function ordersOf(userId: string) {
  const { data, error } = await serviceClient().from('orders').select('id, order_items(quantity)').eq('user_id', userId)
  if (error) throw new Error(`reading the orders failed: ${error.message}`)
  return data
}

/** The quote requests stored for a team, with their rosters. */
export async function quoteRequestsOf(teamName: string) {
  const { data, error } = await serviceClient().from('quote_requests').select('reference, roster').eq('team_name', teamName)
  if (error) throw new Error(`reading the quote requests failed: ${error.message}`)
  return data
}

/**
 * An express order as the wizard stores one once its card went through (./request-rows prices it
 * as the wizard does): `userId` null for a guest's; paid in full, or its deposit paid (`deposit`,
 * the amount the journey expects it to be); priced at `pricePerPlayerCents` a player. Its id and reference.
 */
export async function storeExpressOrder(order: {
  userId: string | null
  status: string
  teamName: string
  contactEmail: string
  roster: ReturnType<typeof player>[]
  product?: { slug: string; name: string }
  pricePerPlayerCents: number
  deposit?: { cents: number }
}) {
  const { userId, status, teamName, contactEmail, roster, pricePerPlayerCents } = order
  const product = order.product ?? { slug: 'showtime-jersey', name: 'Showtime Game Jersey' }
  const row = expressOrder(userId, status, { contactEmail, paymentType: order.deposit ? 'deposit' : 'full', paid: 'first', roster, pricePerPlayerCents, product, teamName })
  if (order.deposit && order.deposit.cents !== row.amount_due_cents) throw new Error(`the wizard asks a deposit of ${row.amount_due_cents} cents, not ${order.deposit.cents}`)
  const { data, error } = await serviceClient().from('express_orders').insert(row).select('id, reference').single()
  if (error) throw new Error(`the express order could not be stored: ${error.message}`)
  // What it paid, as the webhook records it: a later payment's event sums the payments again.
  const payment = await serviceClient().from('request_payments').insert({
    express_order_id: data.id, user_id: userId, provider: 'test', provider_reference: `pi_fixture_${randomUUID()}`, amount_cents: row.amount_due_cents, currency: 'USD', status: 'succeeded',
  })
  if (payment.error) throw new Error(`the express order's payment could not be stored: ${payment.error.message}`)
  return data
}

/**
 * A quote request of this customer (or of a guest who gave this address, with `guest`), received
 * by the shop, as the quote wizard stores one: 18 players estimated, at a tier price of $90, wanted
 * by the date `wantedBy` (YYYY-MM-DD) or none.
 */
export async function storeQuoteRequest(customerEmail: string, teamName: string, { guest = false, wantedBy = null as string | null } = {}) {
  const { data, error } = await serviceClient()
    .from('quote_requests')
    .insert({
      user_id: guest ? null : await customerIdOf(customerEmail), idempotency_key: randomUUID(), product_slug: 'showtime-jersey', product_name: 'Showtime Game Jersey', team_name: teamName,
      contact_name: 'Jo Keeper', contact_email: customerEmail, design, roster: [player('Morrison', '17', 'XL', 'C')], player_count: 1,
      estimated_quantity: 18, indicative_unit_price_cents: 9000, target_date: wantedBy,
    })
    .select('id, reference')
    .single()
  if (error) throw new Error(`the quote request could not be stored: ${error.message}`)
  return data
}
