import { beforeAll, describe, expect, it } from 'vitest'
import { type CommerceBackend, describeOnEachTarget, expectFailed, serviceRows, type TestUser } from '@/tests/support/commerce-backend'
import { at, entrant, HOUR, NOW, teamStoreSteps } from '@/tests/support/team-store-steps'
import { entryTokenHash } from '@/lib/team-stores/tokens'

/**
 * Team stores' e-mail (20261206000100_team_store_mail.sql), on both targets: what each step writes
 * to the outbox (a receipt once an entry is paid, the manager's and players' notices at closing,
 * one per refund made), the player's links (any of them opens the entry, none kept but as a hash),
 * and the manager's invitations and reminders (each address once; reminders once a day by hand and
 * once on their own two days before closing, only to who has not paid), with who may send them.
 */

describeOnEachTarget('team store e-mail', (backend: () => CommerceBackend) => {
  let staff: TestUser
  const { openStore, enter, pay, paidEntry } = teamStoreSteps(backend)

  beforeAll(async () => {
    staff = await backend().signUpWithRole('staff')
  })

  /** The store's e-mails: template and recipient, in a stable order. */
  const mailOf = async (storeId: string) =>
    (await serviceRows(backend(), 'mail_outbox', 'team_store_id', storeId)).map(({ template, recipient }) => `${template} ${recipient}`).sort()

  const invite = (client: CommerceBackend['service'], storeId: string, emails: string[], now = NOW) =>
    client.rpc('invite_to_team_store', { p_id: storeId, p_emails: emails, p_now: at(now) })
  const remind = (client: CommerceBackend['service'], storeId: string, now: number) => client.rpc('remind_team_store', { p_id: storeId, p_now: at(now) })

  it('sends a player their receipt once their entry is paid, and not before', async () => {
    const store = await openStore()
    const { data: entry } = await enter(store.link_token, 'Jo', '9')
    await pay(entry!.entry_id, 8500, 'pi_declined_jo', 'failed')
    expect(await mailOf(store.id)).toEqual([])
    await pay(entry!.entry_id, 8500)
    await pay(entry!.entry_id, 8500)
    expect(await mailOf(store.id)).toEqual(['store_entry_paid jo@example.com'])
  })

  it('opens an entry by any of its links, the first or one made for a receipt, and keeps each as its hash only', async () => {
    const store = await openStore()
    const jo = await paidEntry(store.link_token, 'Jo', '9')
    const { data: second, error } = await backend().service.rpc('new_team_store_entry_link', { p_entry_id: jo.entry_id })
    expect(error).toBeNull()
    expect(second).toMatch(/^[0-9a-f]{64}$/)
    const change = (token: string, number: string) =>
      backend().service.rpc('change_team_store_entry', { p_edit_token: token, p_player: entrant('Jo', number), p_sizes: { [store.jersey]: 'M' }, p_now: at(NOW) })
    expect((await change(jo.edit_token, '19')).error).toBeNull()
    expect((await change(second!, '29')).error).toBeNull()
    const links = await serviceRows(backend(), 'team_store_entry_links', 'entry_id', jo.entry_id)
    expect(links).toHaveLength(2)
    expect(links.map(({ token_hash }) => token_hash)).not.toContain(second)
    // Kept by the database's hash, which the site looks a link up by.
    expect(links.map(({ token_hash }) => token_hash).sort()).toEqual([entryTokenHash(jo.edit_token), entryTokenHash(second!)].sort())
    // Nobody but the server makes or reads links.
    const { a, anon } = backend()
    for (const client of [a.client, staff.client, anon]) {
      expectFailed(await client.rpc('new_team_store_entry_link', { p_entry_id: jo.entry_id }))
      expect((await client.from('team_store_entry_links').select('token_hash').eq('entry_id', jo.entry_id)).data ?? []).toEqual([])
    }
  })

  it('tells the manager, each paid player and the shop when a store becomes an order', async () => {
    const store = await openStore({ minPlayers: 2 })
    await paidEntry(store.link_token, 'Jo', '9')
    await paidEntry(store.link_token, 'Ana', '2')
    await enter(store.link_token, 'Unpaid', '5')
    expect((await backend().service.rpc('close_due_team_stores', { p_now: at(NOW + 73 * HOUR) })).error).toBeNull()
    expect((await backend().service.rpc('close_due_team_stores', { p_now: at(NOW + 74 * HOUR) })).error).toBeNull()
    expect(await mailOf(store.id)).toEqual([
      'store_closed jo@example.com',
      'store_entry_paid ana@example.com',
      'store_entry_paid jo@example.com',
      'store_ordered ana@example.com',
      'store_ordered jo@example.com',
    ])
    const [order] = await serviceRows(backend(), 'express_orders', 'team_store_id', store.id)
    const shop = await serviceRows(backend(), 'mail_outbox', 'express_order_id', order!.id)
    expect(shop.map(({ template, recipient }) => [template, recipient])).toEqual([['shop_new_request', null]])
  })

  it('tells the manager of a store that closed below its minimum, each player once their refund is made, and a player and the shop once a refund has failed for good', async () => {
    const store = await openStore({ minPlayers: 3 })
    await paidEntry(store.link_token, 'Jo', '9')
    await paidEntry(store.link_token, 'Ana', '2')
    expect((await backend().service.rpc('close_due_team_stores', { p_now: at(NOW + 73 * HOUR) })).error).toBeNull()
    const refunds = (await backend().service.rpc('claim_refunds', { p_limit: 100, p_lease_seconds: 60 })).data ?? []
    const ours = []
    for (const entry of await serviceRows(backend(), 'team_store_entries', 'store_id', store.id)) {
      for (const payment of await serviceRows(backend(), 'request_payments', 'team_store_entry_id', entry.id)) {
        ours.push(...refunds.filter((refund) => refund.payment_id === payment.id).map((refund) => ({ ...refund, name: (entry.player as { name: string }).name })))
      }
    }
    expect(ours).toHaveLength(2)
    const made = ours.find(({ name }) => name === 'Jo')!
    const failed = ours.find(({ name }) => name === 'Ana')!
    await backend().service.rpc('settle_refund', { p_id: made.id, p_attempts: made.attempts, p_refund_reference: `re_${made.id}` })
    const told = async () =>
      (await serviceRows(backend(), 'mail_outbox', 'team_store_id', store.id)).filter(({ template }) => !template.endsWith('_paid')).map(({ template, recipient, refund_id }) => [template, recipient, refund_id]).sort()
    // A failed try to be made again tells nobody yet; the last one tells the player and the shop, once.
    expect((await backend().service.rpc('settle_refund', { p_id: failed.id, p_attempts: failed.attempts, p_error: 'timeout', p_retry_at: new Date(Date.now() - 1000).toISOString() })).error).toBeNull()
    expect(await told()).toEqual([
      ['store_closed', 'jo@example.com', null],
      ['store_refund', 'jo@example.com', made.id],
    ])
    const retried = (await backend().service.rpc('claim_refunds', { p_limit: 100, p_lease_seconds: 60 })).data?.find((refund) => refund.id === failed.id)
    expect(retried).toBeDefined()
    expect((await backend().service.rpc('settle_refund', { p_id: failed.id, p_attempts: retried!.attempts, p_error: 'card closed' })).error).toBeNull()
    expect((await backend().service.rpc('settle_refund', { p_id: failed.id, p_attempts: retried!.attempts, p_error: 'card closed' })).error).toBeNull()
    expect(await told()).toEqual([
      ['shop_refund_failed', null, failed.id],
      ['store_closed', 'jo@example.com', null],
      ['store_refund', 'jo@example.com', made.id],
      ['store_refund_failed', 'ana@example.com', failed.id],
    ])
  })

  it('lets staff have a failed refund tried again, in a round of its own, or record it made by hand, which tells the player; nobody else may', async () => {
    const store = await openStore({ minPlayers: 2 })
    const ana = await paidEntry(store.link_token, 'Ana', '2')
    expect((await backend().service.rpc('close_due_team_stores', { p_now: at(NOW + 73 * HOUR) })).error).toBeNull()
    const [payment] = await serviceRows(backend(), 'request_payments', 'team_store_entry_id', ana.entry_id)
    const claimOurs = async () => (await backend().service.rpc('claim_refunds', { p_limit: 100, p_lease_seconds: 60 })).data?.find((refund) => refund.payment_id === payment!.id)
    const first = await claimOurs()
    expect(first).toMatchObject({ round: 1, attempts: 1 })
    expect((await backend().service.rpc('settle_refund', { p_id: first!.id, p_attempts: first!.attempts, p_error: 'card closed' })).error).toBeNull()
    const refundRow = async () => (await serviceRows(backend(), 'payment_refunds', 'id', first!.id))[0]!
    const told = async () =>
      (await serviceRows(backend(), 'mail_outbox', 'refund_id', first!.id)).map(({ template, recipient }) => `${template} ${recipient}`).sort()
    const retry = (client: CommerceBackend['service']) => client.rpc('retry_refund', { p_id: first!.id })
    /** What staff's inbox says of the store's failed refunds. */
    const inboxFailed = async () => (await staff.client.from('back_office_inbox').select('failed_refunds').eq('kind', 'store').eq('id', store.id).single()).data?.failed_refunds
    expect(await inboxFailed()).toBe(1)
    const byHand = (client: CommerceBackend['service'], reference: string) => client.rpc('record_refund_by_hand', { p_id: first!.id, p_reference: reference })

    // Not the manager, another customer or a visitor.
    const { a, b, anon } = backend()
    for (const client of [a.client, b.client, anon]) {
      expectFailed(await retry(client))
      expectFailed(await byHand(client, 're_by_hand'))
    }
    expect(await refundRow()).toMatchObject({ status: 'failed', round: 1 })

    // Tried again: a new round of tries, at once; failing again tells the shop again, not the player.
    expect((await retry(staff.client)).error).toBeNull()
    expect(await refundRow()).toMatchObject({ status: 'pending', round: 2, attempts: 0 })
    expect(await inboxFailed()).toBe(0)
    expect((await retry(staff.client)).error).toMatchObject({ hint: 'not_failed' })
    const second = await claimOurs()
    expect(second).toMatchObject({ round: 2, attempts: 1 })
    expect((await backend().service.rpc('settle_refund', { p_id: second!.id, p_attempts: second!.attempts, p_error: 'card closed' })).error).toBeNull()
    expect(await told()).toEqual(['shop_refund_failed null', 'shop_refund_failed null', 'store_refund_failed ana@example.com'])

    // Made by hand in the provider's dashboard: recorded with its reference and who, and told to the player as a refund made.
    expectFailed(await byHand(staff.client, '   '))
    expect((await byHand(staff.client, ' re_by_hand_1 ')).error).toBeNull()
    expect(await refundRow()).toMatchObject({ status: 'succeeded', provider_reference: 're_by_hand_1', made_by_hand_by: staff.id, last_error: null })
    expect(await inboxFailed()).toBe(0)
    expect((await byHand(staff.client, 're_by_hand_2')).error).toMatchObject({ hint: 'not_failed' })
    expect((await retry(staff.client)).error).toMatchObject({ hint: 'not_failed' })
    expect(await told()).toEqual(['shop_refund_failed null', 'shop_refund_failed null', 'store_refund ana@example.com', 'store_refund_failed ana@example.com'])
  })

  describe('invitations and reminders', () => {
    it('invites each address once, whatever its case, and only to an open store of the manager’s or staff’s', async () => {
      const store = await openStore()
      const { a, b, anon } = backend()
      expect((await invite(a.client, store.id, ['ana@example.com', 'BEA@example.com', 'bea@example.com'])).data).toBe(2)
      expect((await invite(staff.client, store.id, ['Ana@Example.com', 'cy@example.com'])).data).toBe(1)
      for (const client of [b.client, anon]) expectFailed(await invite(client, store.id, ['dee@example.com']))
      expect(await mailOf(store.id)).toEqual(['store_invite BEA@example.com', 'store_invite ana@example.com', 'store_invite cy@example.com'])
      expect((await invite(a.client, store.id, ['eve@example.com'], NOW + 73 * HOUR)).error).toMatchObject({ hint: 'closed' })
      // Only the manager and staff read who was invited.
      expect((await a.client.from('team_store_invites').select('email').eq('store_id', store.id)).data).toHaveLength(3)
      expect((await staff.client.from('team_store_invites').select('email').eq('store_id', store.id)).data).toHaveLength(3)
      for (const client of [b.client, anon]) expect((await client.from('team_store_invites').select('email').eq('store_id', store.id)).data ?? []).toEqual([])
      expectFailed(await a.client.from('team_store_invites').insert({ store_id: store.id, email: 'sneak@example.com' }))
    })

    it('invites at most 200 addresses to a store, and 100 at a time', async () => {
      const store = await openStore()
      const addresses = (from: number, count: number) => Array.from({ length: count }, (_, i) => `p${from + i}@example.com`)
      expect((await invite(backend().a.client, store.id, addresses(0, 101))).error).not.toBeNull()
      expect((await invite(backend().a.client, store.id, addresses(0, 100))).data).toBe(100)
      expect((await invite(backend().a.client, store.id, addresses(100, 100))).data).toBe(100)
      expect((await invite(backend().a.client, store.id, addresses(200, 1))).error).toMatchObject({ hint: 'too_many_invites' })
      // Addresses invited before do not count again.
      expect((await invite(backend().a.client, store.id, addresses(0, 3))).data).toBe(0)
    })

    it('reminds only who has not paid, at most once a day by hand', async () => {
      const store = await openStore({ closesAt: NOW + 10 * 24 * HOUR })
      const { a, b } = backend()
      await invite(a.client, store.id, ['jo@example.com', 'ana@example.com', 'cy@example.com'])
      await paidEntry(store.link_token, 'Jo', '9')
      // Held, not paid: Cy is reminded.
      await enter(store.link_token, 'Cy', '3')
      expectFailed(await remind(b.client, store.id, NOW + HOUR))
      expect((await remind(a.client, store.id, NOW + HOUR)).data).toBe(2)
      expect((await remind(staff.client, store.id, NOW + 20 * HOUR)).error).toMatchObject({ hint: 'reminded' })
      expect((await remind(a.client, store.id, NOW + 25 * HOUR)).data).toBe(2)
      const reminders = (await serviceRows(backend(), 'mail_outbox', 'team_store_id', store.id)).filter(({ template }) => template === 'store_reminder')
      expect(reminders.map(({ recipient }) => recipient).sort()).toEqual(['ana@example.com', 'ana@example.com', 'cy@example.com', 'cy@example.com'])
      // The site's own reminder is the server's to send.
      expectFailed(await a.client.rpc('remind_team_store', { p_id: store.id, p_now: at(NOW + 50 * HOUR), p_auto: true }))
    })

    it('sends its own reminder once, two days before closing, unless the manager reminded them in the day before', async () => {
      const closesAt = NOW + 5 * 24 * HOUR
      const quiet = await openStore({ closesAt })
      const reminded = await openStore({ closesAt })
      for (const store of [quiet, reminded]) await invite(backend().a.client, store.id, ['ana@example.com'])
      const due = (now: number) => backend().service.rpc('send_due_team_store_reminders', { p_now: at(now) })
      const remindersOf = async (storeId: string) => (await serviceRows(backend(), 'mail_outbox', 'team_store_id', storeId)).filter(({ template }) => template === 'store_reminder').length

      expect((await due(closesAt - 50 * HOUR)).error).toBeNull()
      expect([await remindersOf(quiet.id), await remindersOf(reminded.id)]).toEqual([0, 0])
      expect((await remind(backend().a.client, reminded.id, closesAt - 60 * HOUR)).data).toBe(1)
      await Promise.all([due(closesAt - 47 * HOUR), due(closesAt - 47 * HOUR)])
      await due(closesAt - 10 * HOUR)
      expect([await remindersOf(quiet.id), await remindersOf(reminded.id)]).toEqual([1, 1])
      // The manager is told once, whether or not the job had players to remind.
      const managerTold = async (storeId: string) => (await serviceRows(backend(), 'mail_outbox', 'team_store_id', storeId)).filter(({ template }) => template === 'store_closing_soon').map(({ recipient }) => recipient)
      expect([await managerTold(quiet.id), await managerTold(reminded.id)]).toEqual([['jo@example.com'], ['jo@example.com']])
      for (const client of [backend().a.client, staff.client, backend().anon]) expectFailed(await client.rpc('send_due_team_store_reminders', { p_now: at(closesAt - HOUR) }))
    })
  })
})
