/**
 * Accounts for a run: made in the embedded backend before anything is measured, then signed in through the site.
 *
 * lite 0.10.0 has no admin API (no createUser with the secret key), so an account is made the way the database
 * tests and the demo staff account make one (tests/support/commerce-backend.ts, lib/commerce/embedded/demo-staff.ts):
 * signed up on the backend's auth API, confirmed with the link the backend e-mailed (read from the run's mail
 * catcher), and given a back-office role, where it needs one, with the service role as `npm run staff:role` does.
 */
import { randomUUID } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import { actionId, refusal, StepError, Visitor, type FormState } from './visitor.js'
import type { Stack } from './stack.js'

export type Account = { id: string; email: string; password: string; firstName: string; lastName: string }

/** Runs `work` on every item, at most `limit` at a time; answers in the items' order. */
async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index]!, index)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** The one-time token of each address's confirmation link, once every one has reached the mail catcher. */
async function confirmationTokens(mail: string, emails: string[]): Promise<Map<string, string>> {
  type Mail = { to: { address: string }[]; html: string }
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const mails = (await (await fetch(`${mail}/api/email`)).json()) as Mail[]
    const tokens = new Map<string, string>()
    for (const { to, html } of mails) {
      const href = /href="([^"]*\/auth\/confirm\?[^"]*)"/.exec(html)?.[1]
      const token = href && new URL(href.replaceAll('&amp;', '&')).searchParams.get('token_hash')
      if (token) for (const { address } of to) tokens.set(address.toLowerCase(), token)
    }
    if (emails.every((email) => tokens.has(email))) return tokens
  }
  throw new Error('the confirmation e-mails did not all reach the mail catcher within 60 s')
}

/** `count` new confirmed accounts named `label-<n>`, with the role given (customers by default). */
export async function createAccounts(stack: Stack, label: string, count: number, role: 'customer' | 'staff' = 'customer'): Promise<Account[]> {
  const run = randomUUID().slice(0, 8)
  const people = Array.from({ length: count }, (_, n) => ({
    email: `${label}-${n + 1}-${run}@example.com`,
    password: `bench ${randomUUID()}`,
    firstName: label.replace(/^./, (first) => first.toUpperCase()),
    lastName: `No. ${n + 1}`,
  }))
  const visitor = () => createClient(stack.backend, stack.publishableKey, { auth: { persistSession: false, autoRefreshToken: false } })
  // A few at a time: each sign-up hashes a password, which is the backend's heaviest work here.
  const ids = await inBatches(people, 4, async ({ email, password, firstName, lastName }) => {
    const { data, error } = await visitor().auth.signUp({ email, password, options: { data: { first_name: firstName, last_name: lastName } } })
    if (error || !data.user) throw new Error(`the sign-up of ${email} failed: ${error?.message ?? 'no user'}`)
    return data.user.id
  })
  const tokens = await confirmationTokens(stack.mail, people.map(({ email }) => email))
  await inBatches(people, 4, async ({ email }) => {
    const { error } = await visitor().auth.verifyOtp({ token_hash: tokens.get(email)!, type: 'signup' })
    if (error) throw new Error(`the confirmation of ${email} failed: ${error.message}`)
  })
  if (role !== 'customer') {
    const { error } = await stack.service.from('profiles').update({ role }).in('id', ids)
    if (error) throw new Error(`the ${role} role could not be given: ${error.message}`)
  }
  return people.map((person, n) => ({ ...person, id: ids[n]! }))
}

/** A client address of its own for visitor `n` of a group (10.0.0.0/8: private, so no real address is named). */
export const clientAddress = (group: number, n: number) => `10.${group}.${Math.floor(n / 250)}.${(n % 250) + 1}`

/**
 * Signs the account in through the site's sign-in form as its page's JavaScript sends it (the form's action is a
 * client function around the server action, so a browser without JavaScript cannot send it: see bench/checkout.ts).
 * The visitor then holds the site's own session cookies.
 */
export async function signIn(stack: Stack, visitor: Visitor, account: Account): Promise<void> {
  const form = new FormData()
  for (const [name, value] of Object.entries({ next: '/account', browserCart: '', browserTeams: '', email: account.email, password: account.password })) form.set(name, value)
  const id = actionId(stack.dist, 'lib/actions/auth.ts', 'signInAction')
  const state = await visitor.action<FormState>('/sign-in', id, [{ status: 'idle' }, form], 'sign-in')
  if (state.status !== 'done') throw new StepError(`sign-in: ${state.status} "${state.message ?? 'fields'}"`, refusal(state))
}
