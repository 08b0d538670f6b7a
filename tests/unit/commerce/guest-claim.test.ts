import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { createClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/commerce/database.types'
import { describeOnEachTarget, expectFailed, expectRefused, serviceInsert, serviceRows, untyped, type Client, type CommerceBackend } from '@/tests/support/commerce-backend'
import { expressOrder, quoteRequest } from '@/tests/support/request-rows'

/**
 * A guest's requests join the account of their address (20261129000200_guest_requests_claim.sql),
 * tried over HTTP on both targets: claim_guest_requests, called by the site right after a sign-in,
 * links the quote requests and express orders sent without an account from the customer's
 * confirmed address, with their history and payments; nothing linked to someone else, nothing of
 * another address, and nothing for a visitor.
 */

describeOnEachTarget('guest requests joining an account', (backend: () => CommerceBackend) => {
  const claim = async (client: Client) => {
    const { data, error } = await client.rpc('claim_guest_requests')
    if (error) throw new Error(`claim_guest_requests failed: ${error.message}`)
    return data
  }
  /** A browser of its own: a session it opens stays out of the shared clients. */
  const newVisitor = () => createClient<Database>(backend().url, backend().keys.publishableKey, { auth: { persistSession: false, autoRefreshToken: false } })
  const ownerOf = async (table: 'quote_requests' | 'express_orders', id: string) => (await serviceRows(backend(), table, 'id', id))[0]?.user_id

  /** A guest's express order, paid, whose payment moved it to received (a history entry). */
  async function paidGuestOrder(contactEmail: string) {
    const order = await serviceInsert(backend(), 'express_orders', expressOrder(null, 'awaiting_payment', { contactEmail, paymentType: 'full' }))
    const { error } = await backend().service.rpc('record_request_payment', {
      p_kind: 'express', p_request_id: order.id, p_provider: 'test', p_provider_reference: `pi_${randomUUID()}`, p_amount_cents: order.amount_due_cents, p_status: 'succeeded',
    })
    if (error) throw new Error(`record_request_payment failed: ${error.message}`)
    return order
  }

  it('links the guest requests of the customer’s address, whatever its case, with their history and payments, for them alone to read', async () => {
    const { a, b } = backend()
    const user = await backend().signUp()
    const quote = await serviceInsert(backend(), 'quote_requests', quoteRequest(null, 'received', user.email.toUpperCase()))
    const order = await paidGuestOrder(user.email)

    expect(await claim(user.client)).toBe(2)
    expect(await ownerOf('quote_requests', quote.id)).toBe(user.id)
    expect(await ownerOf('express_orders', order.id)).toBe(user.id)
    expect((await user.client.from('express_orders').select('id, status').eq('id', order.id)).data).toEqual([{ id: order.id, status: 'received' }])
    expect((await user.client.from('order_history').select('status').eq('express_order_id', order.id)).data).toEqual([{ status: 'received' }])
    expect((await user.client.from('request_payments').select('amount_cents').eq('express_order_id', order.id)).data).toEqual([{ amount_cents: 8000 }])
    expect((await user.client.from('quote_requests').select('id').eq('id', quote.id)).data).toEqual([{ id: quote.id }])
    for (const other of [a, b]) {
      expect((await other.client.from('express_orders').select('id').eq('id', order.id)).data).toEqual([])
      expect((await other.client.from('request_payments').select('id').eq('express_order_id', order.id)).data).toEqual([])
    }

    // Claimed once: a second sign-in finds nothing more.
    expect(await claim(user.client)).toBe(0)
  })

  it('takes nothing sent from another address, nor anything already linked to an account', async () => {
    const { a } = backend()
    const user = await backend().signUp()
    const strangers = await serviceInsert(backend(), 'quote_requests', quoteRequest(null, 'received', `someone-${randomUUID()}@example.com`))
    const linkedToA = await serviceInsert(backend(), 'express_orders', expressOrder(a.id, 'awaiting_payment', { contactEmail: user.email, paymentType: 'full' }))
    // An address that merely contains the customer's is not theirs.
    const lookalike = await serviceInsert(backend(), 'quote_requests', quoteRequest(null, 'received', `x${user.email}`))

    expect(await claim(user.client)).toBe(0)
    expect(await ownerOf('quote_requests', strangers.id)).toBeNull()
    expect(await ownerOf('express_orders', linkedToA.id)).toBe(a.id)
    expect(await ownerOf('quote_requests', lookalike.id)).toBeNull()
  })

  it('claims nothing for an address taken by an e-mail change: the change is refused, and an address changed without proof claims nothing', async () => {
    // A victim's guest request, sent from their address; the attacker has an account of their own.
    const attacker = await backend().signUp()
    const victim = `victim-${randomUUID()}@example.com`
    const quote = await serviceInsert(backend(), 'quote_requests', quoteRequest(null, 'received', victim))

    const { error } = await attacker.client.auth.updateUser({ email: victim })
    expect(error?.code).toBe('email_change_disabled')
    expect(await claim(attacker.client)).toBe(0)

    // Where a change goes through with only the old address asked (a hosted project without
    // "Secure email change"), the new address is the account's without any proof: still nothing.
    const { sql } = backend()
    if (sql) {
      await sql`update auth.users set email = ${victim}, email_change_sent_at = now() where id = ${attacker.id}`
      expect(await claim(attacker.client)).toBe(0)
      expect(await sql`select email from public.proven_emails where user_id = ${attacker.id}`).toEqual([{ email: attacker.email }])
      await sql`update auth.users set email = ${attacker.email} where id = ${attacker.id}`
    }
    expect(await ownerOf('quote_requests', quote.id)).toBeNull()

    // The victim's own sign-up, confirmed from their inbox, still claims it.
    const ownerClient = newVisitor()
    const owner = await ownerClient.auth.signUp({ email: victim, password: 'correct horse battery' })
    expect(owner.error).toBeNull()
    expect((await ownerClient.auth.verifyOtp({ token_hash: backend().linkTokenSentTo(victim)!, type: 'signup' })).error).toBeNull()
    expect(await claim(ownerClient)).toBe(1)
    expect(await ownerOf('quote_requests', quote.id)).toBe(owner.data.user!.id)
  })

  it('claims for an address proven by a reset link, and the table of proven addresses is the service role’s alone', async () => {
    const user = await backend().signUp()
    const { a, b, anon, sql } = backend()
    for (const client of [anon, a.client, b.client, user.client]) {
      expect((await untyped(client).from('proven_emails').select('*')).data ?? []).toEqual([])
      expectFailed(await untyped(client).from('proven_emails').insert({ user_id: user.id, email: `x-${randomUUID()}@example.com` }))
    }
    if (!sql) return // Only PostgreSQL is reached directly, to forget the sign-up's proof.
    await sql`delete from public.proven_emails where user_id = ${user.id}`
    const quote = await serviceInsert(backend(), 'quote_requests', quoteRequest(null, 'received', user.email))
    expect(await claim(user.client)).toBe(0)
    const visitor = newVisitor()
    expect((await visitor.auth.resetPasswordForEmail(user.email)).error).toBeNull()
    expect((await visitor.auth.verifyOtp({ token_hash: backend().linkTokenSentTo(user.email)!, type: 'recovery' })).error).toBeNull()
    expect(await claim(user.client)).toBe(1)
    expect(await ownerOf('quote_requests', quote.id)).toBe(user.id)
  })

  it('is not for visitors, and claims nothing for an address that is not confirmed', async () => {
    const user = await backend().signUp()
    const quote = await serviceInsert(backend(), 'quote_requests', quoteRequest(null, 'received', user.email))
    expectRefused(await backend().anon.rpc('claim_guest_requests'))
    expect(await ownerOf('quote_requests', quote.id)).toBeNull()

    // Only PostgreSQL is reached directly here, to take the confirmation away.
    const { sql } = backend()
    if (!sql) return
    await sql`update auth.users set email_confirmed_at = null where id = ${user.id}`
    expect(await claim(user.client)).toBe(0)
    expect(await ownerOf('quote_requests', quote.id)).toBeNull()
  })
})
