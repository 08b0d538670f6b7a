import { createHash, randomUUID } from 'node:crypto'
import type { Json } from '@/lib/commerce/database.types'
import { beforeAll, expect, it } from 'vitest'
import { type CommerceBackend, describeOnEachTarget, expectFailed, serviceInsert, serviceRows, type TestUser } from '@/tests/support/commerce-backend'
import { deliveryAddress, player, quoteRequest } from '@/tests/support/request-rows'
import { at, entrant, HOUR, NOW, SOCKS, teamStoreSteps } from '@/tests/support/team-store-steps'

/**
 * Team stores (20261205000100_team_stores.sql), over HTTP on both targets: a manager's store, each
 * player's entry holding their number under the store's lock, payments recorded by the webhook's
 * function, and closing (by its date, once) into an express order per item or refunds, one per payment.
 */

describeOnEachTarget('team stores', (backend: () => CommerceBackend) => {
  let staff: TestUser
  const { openStore, addItem, enter, pay, paidEntry } = teamStoreSteps(backend)
  /** A roster player of an item's order: its one size in the item's field. */
  const rostered = (name: string, number: string, field: 'jerseySize' | 'socksSize', size = 'L') => ({ ...entrant(name, number), [field]: size })

  beforeAll(async () => {
    staff = await backend().signUpWithRole('staff')
  })

  const refundsOf = async (storeId: string) => {
    const entries = await serviceRows(backend(), 'team_store_entries', 'store_id', storeId)
    const refunds = []
    for (const entry of entries) {
      for (const payment of await serviceRows(backend(), 'request_payments', 'team_store_entry_id', entry.id)) {
        const { name } = entry.player as ReturnType<typeof player>
        refunds.push(...(await serviceRows(backend(), 'payment_refunds', 'payment_id', payment.id)).map((refund) => ({ player: name, amount: refund.amount_cents, reason: refund.reason })))
      }
    }
    return refunds.sort((x, y) => x.player.localeCompare(y.player))
  }

  it('charges each player the store’s price and mark-up, never a figure of their own, and keeps a number for one player', async () => {
    const store = await openStore()
    const { data: jo, error } = await enter(store.link_token, 'Jo', '9')
    expect(error).toBeNull()
    expect(jo).toMatchObject({ store_id: store.id, amount_cents: 8500 })
    expect(jo!.edit_token).toMatch(/^[0-9a-f]{64}$/)
    expect((await enter(store.link_token, 'Sam', '9')).error).toMatchObject({ hint: 'number_taken' })
    expect((await enter(store.link_token, 'Sam', '10')).error).toBeNull()
    const { data: taken } = await backend().service.rpc('team_store_numbers', { p_link_token: store.link_token, p_now: at(NOW) })
    expect(taken?.map(({ number }) => number)).toEqual(['9', '10'])
    // The player's token is shown once: only its hash is kept.
    const links = await serviceRows(backend(), 'team_store_entry_links', 'entry_id', jo!.entry_id)
    expect(links.map(({ token_hash }) => token_hash)).toEqual([createHash('sha256').update(jo!.edit_token).digest('hex')])
  })

  it('charges a player the sum of the items they take: the store’s required items always, an optional one when chosen, each sized item in a size', async () => {
    const store = await openStore()
    const socks = await addItem(store.id)
    const bag = await addItem(store.id, { slug: 'bag', name: 'Bag', sizeField: null as unknown as string, priceCents: 5000, markupCents: 0, required: false })
    const entering = (number: string, sizes: Record<string, string>) => enter(store.link_token, `P${number}`, number, NOW, undefined, sizes)
    expect((await entering('1', { [store.jersey]: 'L' })).data).toMatchObject({ amount_cents: 8500 })
    expect((await entering('2', { [store.jersey]: 'L', [socks]: 'M' })).data).toMatchObject({ amount_cents: 10700 })
    expect((await entering('3', { [store.jersey]: 'L', [socks]: 'M', [bag]: '' })).data).toMatchObject({ amount_cents: 15700 })
    // The jersey is every player's; a sized item needs its size, a bag none; another store's item is none of this one's.
    const other = await openStore()
    for (const sizes of [{ [socks]: 'M' }, {}, { [store.jersey]: '' }, { [store.jersey]: 'L', [bag]: 'L' }, { [store.jersey]: 'L', [other.jersey]: 'L' }]) {
      expect((await entering('4', sizes)).error, JSON.stringify(sizes)).toMatchObject({ code: '22023' })
    }
    const lines = async (number: string) => {
      const entries = (await serviceRows(backend(), 'team_store_entries', 'store_id', store.id)).filter((entry) => (entry.player as { number: string }).number === number)
      return (await serviceRows(backend(), 'team_store_entry_items', 'entry_id', entries[0]!.id)).map(({ item_id, size }) => [item_id, size]).sort()
    }
    expect(await lines('3')).toEqual([[store.jersey, 'L'], [socks, 'M'], [bag, '']].sort())
  })

  it('carries the approved mockup of a quote of its manager’s for its product, and no other round, customer’s or product’s', async () => {
    const { a, b } = backend()
    /** A quote of `userId` for `product` with a first round they asked changes to and a second, answered `second`. */
    const quoteWithMockups = async (userId: string, second: 'approved' | null, product = 'pro-jersey') => {
      const quote = await serviceInsert(backend(), 'quote_requests', { ...quoteRequest(userId, 'approved', 'jo@example.com'), product_slug: product })
      const round = (number: number, decision: 'approved' | 'changes_requested' | null) =>
        serviceInsert(backend(), 'mockups', {
          quote_request_id: quote.id, round: number, file_path: `mockups/${randomUUID()}.png`, content_type: 'image/png',
          decision, comment: decision === 'changes_requested' ? 'Bigger numbers' : '', decided_at: decision && at(NOW),
        })
      const first = await round(1, 'changes_requested')
      return { first, second: await round(2, second) }
    }
    const mine = await quoteWithMockups(a.id, 'approved')
    const store = await openStore({ mockupId: mine.second.id })
    expect((await serviceRows(backend(), 'team_stores', 'id', store.id))[0]).toMatchObject({ mockup_id: mine.second.id })
    const refused = /approved mockup of its manager/
    await expect(openStore({ mockupId: mine.first.id })).rejects.toThrow(refused)
    await expect(openStore({ mockupId: (await quoteWithMockups(a.id, null)).second.id })).rejects.toThrow(refused)
    await expect(openStore({ mockupId: (await quoteWithMockups(b.id, 'approved')).second.id })).rejects.toThrow(refused)
    await expect(openStore({ mockupId: (await quoteWithMockups(a.id, 'approved', 'socks')).second.id })).rejects.toThrow(refused)
    // Its players read it through the store (the site, by the link); another customer reads neither.
    expect((await b.client.from('team_stores').select('mockup:mockups(id)').eq('id', store.id)).data).toEqual([])
    expect((await a.client.from('team_stores').select('mockup:mockups(id)').eq('id', store.id).single()).data).toEqual({ mockup: { id: mine.second.id } })
  })

  it('adds items to an open store at the site’s price only, and lets the manager or staff take off one nobody has or was paying for; a new item every player takes only before the first entry', async () => {
    const store = await openStore()
    const add = (client: CommerceBackend['service'], item: Partial<typeof SOCKS> = {}, now = NOW) => client.rpc('add_team_store_item', { p_id: store.id, p_item: { ...SOCKS, ...item }, p_now: at(now) })
    const remove = (client: CommerceBackend['service'], item: string, now = NOW) => client.rpc('remove_team_store_item', { p_item_id: item, p_now: at(now) })
    const { a, b, anon, service } = backend()
    // Nobody names an item's price but the site, which checks who may add one (the service role stands in for it).
    for (const client of [a.client, staff.client, b.client, anon]) expectFailed(await add(client, { priceCents: 1 }))
    const { data: socks, error } = await add(service, { required: true })
    expect(error).toBeNull()
    expect((await add(service)).error).toMatchObject({ hint: 'item_offered' })
    for (const client of [b.client, anon]) expectFailed(await remove(client, socks!))
    expect((await remove(a.client, store.jersey)).error).toMatchObject({ hint: 'first_item' })
    expect((await remove(staff.client, socks!)).error).toBeNull()
    // A hold that lapsed still counts: its payment may yet come, and buy the entry as it was.
    const { data: slow } = await enter(store.link_token, 'Slow', '7')
    await enter(store.link_token, 'Quick', '8', NOW + HOUR)
    expect((await serviceRows(backend(), 'team_store_entries', 'id', slow!.entry_id))[0]).toMatchObject({ status: 'lapsed' })
    expect((await add(service, { required: true })).error).toMatchObject({ hint: 'required_after_entries' })
    const { data: optional } = await add(service)
    const { data: lapsing } = await enter(store.link_token, 'Late', '6', NOW + HOUR, undefined, { [store.jersey]: 'M', [optional!]: 'S' })
    await enter(store.link_token, 'Later', '5', NOW + 3 * HOUR)
    expect((await serviceRows(backend(), 'team_store_entries', 'id', lapsing!.entry_id))[0]).toMatchObject({ status: 'lapsed' })
    expect((await remove(a.client, optional!, NOW + 3 * HOUR)).error).toMatchObject({ hint: 'item_taken' })
    for (const slug of ['b', 'c', 'd', 'e']) expect((await add(service, { slug })).error).toBeNull()
    expect((await add(service, { slug: 'f' })).error).toMatchObject({ hint: 'too_many_items' })
    expect((await add(service, { slug: 'g' }, NOW + 73 * HOUR)).error).toMatchObject({ hint: 'closed' })
    const items = await serviceRows(backend(), 'team_store_items', 'store_id', store.id)
    // The socks taken off left their place to the next added.
    expect(items.map(({ position, product_slug, required }) => [position, product_slug, required]).sort()).toEqual([
      [0, 'pro-jersey', true], [1, 'socks', false], [2, 'b', false], [3, 'c', false], [4, 'd', false], [5, 'e', false],
    ])
  })

  it('closes a store of two items into an order for each, with the players who took it, each paid with what they paid for it; late players join one item’s order', async () => {
    const store = await openStore({ minPlayers: 2 })
    const socks = await addItem(store.id)
    await paidEntry(store.link_token, 'Jo', '9', undefined, { [store.jersey]: 'L', [socks]: 'M' })
    await paidEntry(store.link_token, 'Ana', '2', undefined, { [store.jersey]: 'S' })
    await paidEntry(store.link_token, 'Bo', '4', undefined, { [store.jersey]: 'XL', [socks]: 'L' })
    expect((await backend().service.rpc('close_team_store', { p_id: store.id, p_now: at(NOW + 73 * HOUR) })).data).toBe('ordered')
    const orders = await serviceRows(backend(), 'express_orders', 'team_store_id', store.id)
    const byItem = (item: string) => orders.find((order) => order.team_store_item_id === item)
    expect(orders).toHaveLength(2)
    expect(byItem(store.jersey)).toMatchObject({
      product_name: 'Pro jersey', player_count: 3, price_per_player_cents: 8500, subtotal_cents: 25500, amount_paid_cents: 25500,
      roster: [rostered('Ana', '2', 'jerseySize', 'S'), rostered('Bo', '4', 'jerseySize', 'XL'), rostered('Jo', '9', 'jerseySize', 'L')],
    })
    expect(byItem(socks)).toMatchObject({
      product_slug: 'socks', product_name: 'Socks', player_count: 2, price_per_player_cents: 2200, subtotal_cents: 4400, amount_paid_cents: 4400,
      roster: [rostered('Bo', '4', 'socksSize', 'L'), rostered('Jo', '9', 'socksSize', 'M')],
    })
    // Every order's money is what the players paid: nothing more, nothing less.
    const entries = await serviceRows(backend(), 'team_store_entries', 'store_id', store.id)
    expect(orders.reduce((sum, order) => sum + order.amount_paid_cents, 0)).toBe(entries.reduce((sum, entry) => sum + entry.amount_cents, 0))
    const shop = (await Promise.all(orders.map((order) => serviceRows(backend(), 'mail_outbox', 'express_order_id', order.id)))).flat()
    expect(shop.map(({ template }) => template)).toEqual(['shop_new_request', 'shop_new_request'])
    // A late player's number is checked against the item's own order: Ana took no socks, so 2 is free there.
    const fillIn = (item: string, number: string) => staff.client.rpc('add_team_store_fill_in', { p_id: store.id, p_item_id: item, p_players: [player('Late', number)], p_surcharge_cents: 0 }).single()
    expect((await fillIn(store.jersey, '2')).error).toMatchObject({ hint: 'number_taken' })
    const { data: late, error } = await fillIn(socks, '2')
    expect(error).toBeNull()
    expect((await serviceRows(backend(), 'express_orders', 'id', late!.order_id))[0]).toMatchObject({ product_name: 'Socks', price_per_player_cents: 2200, team_store_fill_in: true })
  })

  it('offers an item in the options its manager chose: each player takes one at its price and keeps it; at closing each option taken becomes its own order, and late players join one', async () => {
    const store = await openStore({ jerseyOptions: [{ key: 'pro', name: 'Pro', priceCents: 8000 }, { key: 'youth', name: 'Youth', priceCents: 6000 }] })
    const socks = await addItem(store.id)
    expect((await serviceRows(backend(), 'team_store_item_options', 'item_id', store.jersey)).map(({ key, price_cents, position }) => [key, price_cents, position])).toEqual([
      ['pro', 8000, 0],
      ['youth', 6000, 1],
    ])
    // The manager and staff read the options with the items; another customer and a visitor, none.
    for (const client of [backend().a.client, staff.client]) expect((await client.from('team_store_item_options').select('key').eq('item_id', store.jersey)).data).toHaveLength(2)
    for (const client of [backend().b.client, backend().anon]) expect((await client.from('team_store_item_options').select('key').eq('item_id', store.jersey)).data ?? []).toEqual([])
    expectFailed(await backend().a.client.from('team_store_item_options').update({ price_cents: 1 }).eq('item_id', store.jersey).select().single())

    // No option, one not the item's, or one on an item without options: refused, nothing held.
    expect((await enter(store.link_token, 'Mo', '9')).error).toMatchObject({ hint: 'options' })
    expect((await enter(store.link_token, 'Mo', '9', NOW, undefined, undefined, undefined, { [store.jersey]: 'elite' })).error).toMatchObject({ hint: 'options' })
    expect((await enter(store.link_token, 'Mo', '9', NOW, undefined, { [store.jersey]: 'L', [socks!]: 'M' }, undefined, { [store.jersey]: 'pro', [socks!]: 'pro' })).error).toMatchObject({ hint: 'options' })
    expect(await serviceRows(backend(), 'team_store_entries', 'store_id', store.id)).toEqual([])

    // Each pays their option's price and the item's mark-up; socks add theirs.
    const mo = await paidEntry(store.link_token, 'Mo', '9', undefined, { [store.jersey]: 'L', [socks!]: 'M' }, undefined, { [store.jersey]: 'pro' })
    const ana = await paidEntry(store.link_token, 'Ana', '2', undefined, { [store.jersey]: 'YM' }, undefined, { [store.jersey]: 'youth' })
    expect([mo.amount_cents, ana.amount_cents]).toEqual([8500 + 2200, 6500])
    // A player's change keeps the option they paid for.
    expect((await backend().service.rpc('change_team_store_entry', { p_edit_token: ana.edit_token, p_player: entrant('Ana', '2'), p_sizes: { [store.jersey]: 'YL' }, p_now: at(NOW) })).error).toBeNull()
    expect((await serviceRows(backend(), 'team_store_entry_items', 'entry_id', ana.entry_id))[0]).toMatchObject({ size: 'YL', option_key: 'youth' })

    expect((await backend().service.rpc('close_team_store', { p_id: store.id, p_now: at(NOW), p_early: true })).data).toBe('ordered')
    const orders = (await serviceRows(backend(), 'express_orders', 'team_store_id', store.id)).sort((x, y) => x.product_name.localeCompare(y.product_name))
    expect(orders.map((order) => [order.product_name, order.team_store_option_key, order.price_per_player_cents, order.amount_paid_cents, (order.roster as { name: string }[]).map(({ name }) => name)])).toEqual([
      ['Pro jersey (Pro)', 'pro', 8500, 8500, ['Mo']],
      ['Pro jersey (Youth)', 'youth', 6500, 6500, ['Ana']],
      ['Socks', null, 2200, 2200, ['Mo']],
    ])

    // A late player joins the jersey in one of its options, at its price and the surcharge; a number any of the jersey's orders has is taken.
    const fillIn = (number: string, option?: string) =>
      staff.client.rpc('add_team_store_fill_in', { p_id: store.id, p_item_id: store.jersey, p_option_key: option, p_players: [{ ...player('Late', number), jerseySize: 'YS' }], p_surcharge_cents: 1000 }).single()
    expect((await fillIn('31')).error).toMatchObject({ hint: 'options' })
    expect((await fillIn('31', 'elite')).error).toMatchObject({ hint: 'options' })
    // An item without options takes none.
    const sockFillIn = await staff.client.rpc('add_team_store_fill_in', { p_id: store.id, p_item_id: socks!, p_option_key: 'youth', p_players: [{ ...player('Late', '31'), socksSize: 'M' }], p_surcharge_cents: 0 }).single()
    expect(sockFillIn.error).toMatchObject({ hint: 'options' })
    expect((await fillIn('9', 'youth')).error).toMatchObject({ hint: 'number_taken' })
    const late = await fillIn('31', 'youth')
    expect(late.error).toBeNull()
    expect((await serviceRows(backend(), 'express_orders', 'id', late.data!.order_id))[0]).toMatchObject({ product_name: 'Pro jersey (Youth)', team_store_option_key: 'youth', price_per_player_cents: 7500, status: 'awaiting_payment' })
  })

  it('ships a store to each player when its manager chose so: each entry gives its address and pays its shipping; staff read the addresses, nobody else', async () => {
    const store = await openStore({ shipsTo: 'players', playerShippingCents: 1200 })
    const home = { ...deliveryAddress, fullName: 'Pat Morrison', line1: '9 Crease Court' }
    const entering = (number: string, delivery?: unknown) => enter(store.link_token, `P${number}`, number, NOW, undefined, undefined, delivery)
    for (const delivery of [undefined, {}, { ...home, country: 'FR' }]) expect((await entering('1', delivery)).error, JSON.stringify(delivery)).toMatchObject({ code: '22023' })
    const { data: entry, error } = await entering('2', home)
    expect(error).toBeNull()
    expect(entry).toMatchObject({ amount_cents: 9700 })
    const { a, b, anon } = backend()
    expect((await staff.client.from('team_store_entry_addresses').select('delivery').eq('entry_id', entry!.entry_id)).data).toEqual([{ delivery: home }])
    for (const client of [a.client, b.client, anon]) {
      expect((await client.from('team_store_entry_addresses').select('delivery').eq('entry_id', entry!.entry_id)).data ?? []).toEqual([])
      expect((await client.from('team_store_entry_addresses').update({ delivery: deliveryAddress }).eq('entry_id', entry!.entry_id).select()).data ?? []).toEqual([])
    }
    // The player changes it by their link until closing.
    const moved = { ...home, line1: '12 Blue Line Road' }
    const change = (delivery: unknown) =>
      backend().service.rpc('change_team_store_entry', { p_edit_token: entry!.edit_token, p_player: entrant('P2', '2'), p_sizes: { [store.jersey]: 'L' }, p_now: at(NOW), p_delivery: delivery as Json })
    expect((await change(null)).error).toMatchObject({ code: '22023' })
    expect((await change(moved)).error).toBeNull()
    expect((await serviceRows(backend(), 'team_store_entry_addresses', 'entry_id', entry!.entry_id))[0]).toMatchObject({ delivery: moved })
    // At closing, the order of the store's first item (every player's) holds each player's shipping: the orders' money is what the players paid.
    expect((await pay(entry!.entry_id, entry!.amount_cents)).error).toBeNull()
    expect((await backend().service.rpc('close_team_store', { p_id: store.id, p_now: at(NOW), p_early: true, p_accept_below_minimum: true })).data).toBe('ordered')
    const [order] = await serviceRows(backend(), 'express_orders', 'team_store_id', store.id)
    expect(order).toMatchObject({ price_per_player_cents: 9700, subtotal_cents: 9700, amount_paid_cents: 9700 })
    // A store shipped to its manager takes no address, and charges no shipping.
    const together = await openStore()
    expect((await enter(together.link_token, 'Jo', '9', NOW, undefined, undefined, home)).error).toMatchObject({ code: '22023' })
    expect((await enter(together.link_token, 'Jo', '9')).data).toMatchObject({ amount_cents: 8500 })
  })

  it('ships a store to each player as a parcel each, recorded by staff alone once it became its orders; each order ships with its last parcel; an address is corrected until its parcel goes', async () => {
    const store = await openStore({ shipsTo: 'players', playerShippingCents: 1200 })
    const socks = await addItem(store.id)
    const home = (line1: string) => ({ ...deliveryAddress, line1 })
    const ana = await paidEntry(store.link_token, 'Ana', '2', undefined, { [store.jersey]: 'L', [socks]: 'M' }, home('1 Rink Road'))
    const kit = await paidEntry(store.link_token, 'Kit', '9', undefined, undefined, home('2 Rink Road'))
    const { a, b, anon } = backend()
    const ship = (client: typeof anon, entryId: string, tracking = '1Z 999 AA1') =>
      client.rpc('ship_team_store_parcel', { p_entry_id: entryId, p_carrier: 'ups', p_tracking_number: tracking, p_now: at(NOW + 100 * HOUR) })
    const correct = (client: typeof anon, entryId: string, delivery: unknown) => client.rpc('correct_team_store_address', { p_entry_id: entryId, p_delivery: delivery as Json })
    const addressOf = async (entryId: string) => (await serviceRows(backend(), 'team_store_entry_addresses', 'entry_id', entryId))[0]?.delivery
    // No parcel goes before the store became its orders; an address is corrected while it is open.
    expect((await ship(staff.client, ana.entry_id)).error).toMatchObject({ hint: 'no_parcel' })
    expect((await correct(staff.client, ana.entry_id, home('5 Rink Road'))).error).toBeNull()
    expect(await addressOf(ana.entry_id)).toEqual(home('5 Rink Road'))
    expect((await backend().service.rpc('close_team_store', { p_id: store.id, p_now: at(NOW), p_early: true })).data).toBe('ordered')
    const orders = await serviceRows(backend(), 'express_orders', 'team_store_id', store.id)
    const orderOf = (itemId: string) => orders.find((order) => order.team_store_item_id === itemId)!
    const statuses = async () => (await serviceRows(backend(), 'express_orders', 'team_store_id', store.id)).map((order) => [order.team_store_item_id === store.jersey ? 'jersey' : 'socks', order.status]).sort()
    // Nobody but staff ships a parcel or corrects an address, nor reads a parcel.
    for (const client of [a.client, b.client, anon]) {
      expect((await ship(client, kit.entry_id)).error).not.toBeNull()
      expect((await correct(client, kit.entry_id, home('6 Rink Road'))).error).not.toBeNull()
    }
    expect(await addressOf(kit.entry_id)).toEqual(home('2 Rink Road'))
    expect((await correct(staff.client, kit.entry_id, { ...home('3 Rink Road'), country: 'FR' })).error).toMatchObject({ code: '22023' })
    expect((await correct(staff.client, kit.entry_id, home('3 Rink Road'))).error).toBeNull()
    // An order that ships as parcels is never shipped by one shipment.
    const shipWhole = await staff.client.rpc('ship_order', { p_kind: 'express', p_id: orderOf(store.jersey).id, p_from: 'in_production', p_carrier: 'ups', p_tracking_number: '1Z 123 456' })
    expect(shipWhole.error).toMatchObject({ hint: 'parcels' })
    expect(await serviceRows(backend(), 'shipments', 'express_order_id', orderOf(store.jersey).id)).toEqual([])
    // Kit's parcel: one left to ship (Ana's), so neither order has shipped; Kit is e-mailed, once.
    expect(await ship(staff.client, kit.entry_id)).toMatchObject({ data: 1, error: null })
    expect((await ship(staff.client, kit.entry_id)).error).toMatchObject({ hint: 'shipped' })
    expect((await correct(staff.client, kit.entry_id, home('4 Rink Road'))).error).toMatchObject({ hint: 'shipped' })
    expect(await statuses()).toEqual([['jersey', 'in_production'], ['socks', 'in_production']])
    // Staff's order page reads the count the order ships by (public.order_parcels): the socks are Ana's alone; nobody else reads it.
    const parcelsOf = (client: typeof anon, itemId: string) => client.rpc('order_parcels', { p_order_id: orderOf(itemId).id })
    expect((await parcelsOf(staff.client, store.jersey)).data).toEqual([{ shipped: 1, total: 2 }])
    expect((await parcelsOf(staff.client, socks)).data).toEqual([{ shipped: 0, total: 1 }])
    for (const client of [a.client, b.client]) expect((await parcelsOf(client, store.jersey)).data).toEqual([])
    expect((await parcelsOf(anon, store.jersey)).error).not.toBeNull()
    expect((await serviceRows(backend(), 'mail_outbox', 'team_store_entry_id', kit.entry_id)).filter((mail) => mail.template === 'store_parcel_shipped')).toEqual([
      expect.objectContaining({ recipient: 'kit@example.com', team_store_id: store.id }),
    ])
    expect(await serviceRows(backend(), 'team_store_parcels', 'entry_id', kit.entry_id)).toEqual([expect.objectContaining({ carrier: 'ups', tracking_number: '1Z 999 AA1', created_by: staff.id })])
    for (const client of [a.client, b.client, anon]) expect((await client.from('team_store_parcels').select('entry_id').eq('entry_id', kit.entry_id)).data ?? []).toEqual([])
    // The manager reads when it went, not where to.
    expect((await a.client.from('team_store_entries').select('shipped_at').eq('id', kit.entry_id)).data).toEqual([{ shipped_at: expect.any(String) }])
    // Ana's parcel is the last of both orders: both ship with it, and the manager (Jo) hears of each.
    expect(await ship(staff.client, ana.entry_id, '1Z 999 AA2')).toMatchObject({ data: 0, error: null })
    expect(await statuses()).toEqual([['jersey', 'shipped'], ['socks', 'shipped']])
    const shippedMail = (await serviceRows(backend(), 'mail_outbox', 'express_order_id', orderOf(socks).id)).filter((mail) => mail.template === 'shipped')
    expect(shippedMail).toEqual([expect.objectContaining({ recipient: 'jo@example.com' })])
  })

  it('gives a number raced for by two players at once to one of them', async () => {
    const store = await openStore()
    const answers = await Promise.all(['Ana', 'Bea', 'Cy', 'Dee'].map((name) => enter(store.link_token, name, '99')))
    expect(answers.filter(({ error }) => error === null)).toHaveLength(1)
    expect(answers.filter(({ error }) => error?.hint === 'number_taken')).toHaveLength(3)
    expect((await serviceRows(backend(), 'team_store_entries', 'store_id', store.id)).filter((entry) => entry.status === 'held')).toHaveLength(1)
  })

  it('frees a number whose hold lapsed without a payment, and refunds the payment that comes after someone else took it', async () => {
    const store = await openStore()
    const { data: slow } = await enter(store.link_token, 'Slow', '7')
    const { data: quick, error } = await enter(store.link_token, 'Quick', '7', NOW + HOUR)
    expect(error).toBeNull()
    expect((await pay(quick!.entry_id, quick!.amount_cents)).error).toBeNull()
    const { data: late } = await pay(slow!.entry_id, slow!.amount_cents)
    expect(late).toEqual([expect.objectContaining({ payment_status: 'succeeded', request_status: 'lapsed', paid_now: false })])
    expect(await refundsOf(store.id)).toEqual([{ player: 'Slow', amount: 8500, reason: 'number_taken' }])
  })

  it('records an entry’s payment once, however often the webhook says it, and refunds a second payment for a paid entry', async () => {
    const store = await openStore()
    const { data: entry } = await enter(store.link_token, 'Jo', '9')
    const reference = `pi_${randomUUID()}`
    expect((await pay(entry!.entry_id, 8500, reference, 'failed')).data).toEqual([expect.objectContaining({ request_status: 'held', paid_now: false })])
    expect((await pay(entry!.entry_id, 8500, reference)).data).toEqual([expect.objectContaining({ request_status: 'paid', amount_paid_cents: 8500, paid_now: true })])
    expect((await pay(entry!.entry_id, 8500, reference)).data).toEqual([expect.objectContaining({ request_status: 'paid', amount_paid_cents: 8500, paid_now: false })])
    expect(await refundsOf(store.id)).toEqual([])
    await pay(entry!.entry_id, 8500)
    expect(await refundsOf(store.id)).toEqual([{ player: 'Jo', amount: 8500, reason: 'duplicate' }])
    // A payment of another entry's reference is refused.
    const { data: other } = await enter(store.link_token, 'Sam', '10')
    expectFailed(await pay(other!.entry_id, 8500, reference))
  })

  it('refuses an entry once the store’s date has passed, or it is closed, or its link is off', async () => {
    const store = await openStore({ minPlayers: 1 })
    expect((await enter(store.link_token, 'Late', '3', NOW + 72 * HOUR)).error).toMatchObject({ hint: 'closed' })
    await paidEntry(store.link_token, 'Jo', '9')
    expect((await backend().service.rpc('close_due_team_stores', { p_now: at(NOW + 73 * HOUR) })).error).toBeNull()
    expect((await enter(store.link_token, 'Later', '4', NOW)).error).toMatchObject({ hint: 'closed' })
    const off = await openStore()
    await backend().service.from('team_stores').update({ link_enabled: false }).eq('id', off.id)
    expect((await enter(off.link_token, 'Jo', '9')).error).toMatchObject({ code: 'P0002' })
    expect((await enter('no-such-store', 'Jo', '9')).error).toMatchObject({ code: 'P0002' })
  })

  it('closes a store by its date once, into one express order in production with the paid roster by number, paid in full by its players', async () => {
    const store = await openStore({ minPlayers: 2 })
    // An optional item nobody takes makes no order.
    await addItem(store.id)
    await paidEntry(store.link_token, 'Jo', '9')
    await paidEntry(store.link_token, 'Ana', '2')
    await enter(store.link_token, 'Unpaid', '5')
    // Not before its date, unless asked to close early.
    expect((await backend().service.rpc('close_team_store', { p_id: store.id, p_now: at(NOW) })).error).toMatchObject({ hint: 'not_due' })
    const closings = await Promise.all([
      backend().service.rpc('close_due_team_stores', { p_now: at(NOW + 73 * HOUR) }),
      backend().service.rpc('close_due_team_stores', { p_now: at(NOW + 73 * HOUR) }),
      backend().a.client.rpc('close_team_store', { p_id: store.id, p_now: at(NOW + 73 * HOUR) }),
    ])
    expect(closings.map(({ error }) => error)).toEqual([null, null, null])
    const [closed] = await serviceRows(backend(), 'team_stores', 'id', store.id)
    expect(closed).toMatchObject({ status: 'ordered', closed_at: expect.any(String) })
    const orders = await serviceRows(backend(), 'express_orders', 'team_store_id', store.id)
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({
      team_store_item_id: store.jersey, team_store_fill_in: false, user_id: backend().a.id, status: 'in_production', team_name: 'Owls',
      product_slug: 'pro-jersey', product_name: 'Pro jersey', player_count: 2, roster: [rostered('Ana', '2', 'jerseySize'), rostered('Jo', '9', 'jerseySize')],
      price_per_player_cents: 8500, subtotal_cents: 17000, amount_due_cents: 17000, amount_paid_cents: 17000, delivery: deliveryAddress,
    })
    // The players' payments stay their entries' (each bought the whole entry): the order is paid by the store's own payment of what they paid for it.
    const paid = await serviceRows(backend(), 'request_payments', 'express_order_id', orders[0]!.id)
    expect(paid.map(({ provider, amount_cents, status, team_store_entry_id }) => ({ provider, amount_cents, status, team_store_entry_id }))).toEqual([
      { provider: 'team_store', amount_cents: 17000, status: 'succeeded', team_store_entry_id: null },
    ])
    // The shop hears of it once, and nobody of the store's own payment.
    expect((await serviceRows(backend(), 'mail_outbox', 'express_order_id', orders[0]!.id)).map(({ template }) => template)).toEqual(['shop_new_request'])
    // A later payment of the order (a roster change's balance) adds to it.
    const { data: more } = await backend().service.rpc('record_request_payment', {
      p_kind: 'express', p_request_id: orders[0]!.id, p_provider: 'test', p_provider_reference: `pi_${randomUUID()}`, p_amount_cents: 500, p_status: 'succeeded',
    })
    expect(more).toEqual([expect.objectContaining({ amount_paid_cents: 17500 })])
    // The manager reads the order as their own.
    expect((await backend().a.client.from('express_orders').select('id').eq('id', orders[0]!.id)).data).toHaveLength(1)
    const entries = await serviceRows(backend(), 'team_store_entries', 'store_id', store.id)
    expect(entries.map((entry) => entry.status).sort()).toEqual(['lapsed', 'paid', 'paid'])
    expect(await refundsOf(store.id)).toEqual([])
  })

  it('refunds every payment once when a store closes below its minimum, and a payment that arrives after closing', async () => {
    const store = await openStore({ minPlayers: 3 })
    await paidEntry(store.link_token, 'Jo', '9')
    await paidEntry(store.link_token, 'Ana', '2')
    const { data: pending } = await enter(store.link_token, 'Slow', '5')
    for (let i = 0; i < 2; i++) expect((await backend().service.rpc('close_due_team_stores', { p_now: at(NOW + 73 * HOUR) })).error).toBeNull()
    expect((await serviceRows(backend(), 'team_stores', 'id', store.id))[0]).toMatchObject({ status: 'below_minimum' })
    expect(await serviceRows(backend(), 'express_orders', 'team_store_id', store.id)).toEqual([])
    await pay(pending!.entry_id, pending!.amount_cents)
    expect(await refundsOf(store.id)).toEqual([
      { player: 'Ana', amount: 8500, reason: 'below_minimum' },
      { player: 'Jo', amount: 8500, reason: 'below_minimum' },
      { player: 'Slow', amount: 8500, reason: 'store_closed' },
    ])
  })

  it('lets staff, and only staff, accept a store below its minimum', async () => {
    const store = await openStore({ minPlayers: 5 })
    await paidEntry(store.link_token, 'Jo', '9')
    expect((await backend().a.client.rpc('close_team_store', { p_id: store.id, p_now: at(NOW), p_early: true, p_accept_below_minimum: true })).error).toMatchObject({ code: '42501' })
    const { data, error } = await staff.client.rpc('close_team_store', { p_id: store.id, p_now: at(NOW), p_early: true, p_accept_below_minimum: true, p_note: 'Four more will order late' })
    expect(error).toBeNull()
    expect(data).toBe('ordered')
    expect((await serviceRows(backend(), 'team_stores', 'id', store.id))[0]).toMatchObject({ closed_by: staff.id, close_note: 'Four more will order late' })
  })

  it('lets the manager remove an entry (refunded, its number free again), extend the date and cancel (everyone refunded); nobody else', async () => {
    const store = await openStore()
    const jo = await paidEntry(store.link_token, 'Jo', '9')
    await paidEntry(store.link_token, 'Ana', '2')
    const { b, anon } = backend()
    for (const client of [b.client, anon]) {
      expectFailed(await client.rpc('remove_team_store_entry', { p_entry_id: jo.entry_id }))
      expectFailed(await client.rpc('extend_team_store', { p_id: store.id, p_closes_at: at(NOW + 96 * HOUR), p_now: at(NOW) }))
      expectFailed(await client.rpc('cancel_team_store', { p_id: store.id, p_now: at(NOW) }))
      expectFailed(await client.rpc('close_team_store', { p_id: store.id, p_now: at(NOW), p_early: true }))
    }
    expect((await serviceRows(backend(), 'team_stores', 'id', store.id))[0]).toMatchObject({ status: 'open' })

    expect((await backend().a.client.rpc('remove_team_store_entry', { p_entry_id: jo.entry_id })).error).toBeNull()
    expect((await backend().a.client.rpc('remove_team_store_entry', { p_entry_id: jo.entry_id })).error).toMatchObject({ hint: 'removed' })
    expect((await enter(store.link_token, 'Kim', '9')).error).toBeNull()
    expect((await backend().a.client.rpc('extend_team_store', { p_id: store.id, p_closes_at: at(NOW + 24 * HOUR), p_now: at(NOW) })).error).toMatchObject({ hint: 'closes_at' })
    expect((await staff.client.rpc('extend_team_store', { p_id: store.id, p_closes_at: at(NOW + 96 * HOUR), p_now: at(NOW) })).error).toBeNull()
    expect((await backend().a.client.rpc('cancel_team_store', { p_id: store.id, p_now: at(NOW), p_note: 'Season cancelled' })).error).toBeNull()
    expect((await serviceRows(backend(), 'team_stores', 'id', store.id))[0]).toMatchObject({ status: 'cancelled', closes_at: expect.stringMatching(/^2026-12-05/) })
    expect(await refundsOf(store.id)).toEqual([
      { player: 'Ana', amount: 8500, reason: 'cancelled' },
      { player: 'Jo', amount: 8500, reason: 'removed' },
    ])
  })

  it('lets the manager or staff change an open store’s minimum, within 1 to 100, so that it closes into its order with the players it has; nobody else, and not once closed', async () => {
    const store = await openStore({ minPlayers: 5 })
    await paidEntry(store.link_token, 'Jo', '9')
    await paidEntry(store.link_token, 'Ana', '2')
    const minimum = (client: CommerceBackend['service'], count: number, now = NOW) => client.rpc('set_team_store_minimum', { p_id: store.id, p_min_players: count, p_now: at(now) })
    const { a, b, anon } = backend()
    for (const client of [b.client, anon]) expectFailed(await minimum(client, 2))
    for (const count of [0, 101]) expectFailed(await minimum(a.client, count))
    expect((await minimum(staff.client, 3)).error).toBeNull()
    expect((await minimum(a.client, 2)).error).toBeNull()
    expect((await serviceRows(backend(), 'team_stores', 'id', store.id))[0]).toMatchObject({ min_players: 2 })
    expect((await minimum(a.client, 4, NOW + 73 * HOUR)).error).toMatchObject({ hint: 'closed' })
    expect((await backend().service.rpc('close_due_team_stores', { p_now: at(NOW + 73 * HOUR) })).data).toEqual([{ store_id: store.id, status: 'ordered' }])
    expect((await minimum(a.client, 1)).error).toMatchObject({ hint: 'closed' })
  })

  it('shows a store and its players to its manager and staff only; nobody writes them directly', async () => {
    const store = await openStore()
    const jo = await paidEntry(store.link_token, 'Jo', '9')
    const { a, b, anon } = backend()
    expect((await a.client.from('team_stores').select('id').eq('id', store.id)).data).toHaveLength(1)
    expect((await a.client.from('team_store_entries').select('player').eq('store_id', store.id)).data).toEqual([{ player: entrant('Jo', '9') }])
    expect((await a.client.from('team_store_items').select('product_slug').eq('store_id', store.id)).data).toEqual([{ product_slug: 'pro-jersey' }])
    expect((await a.client.from('team_store_entry_items').select('size').eq('entry_id', jo.entry_id)).data).toEqual([{ size: 'L' }])
    expect((await staff.client.from('team_store_items').select('product_slug').eq('store_id', store.id)).data).toEqual([{ product_slug: 'pro-jersey' }])
    expect((await staff.client.from('team_store_entry_items').select('size').eq('entry_id', jo.entry_id)).data).toEqual([{ size: 'L' }])
    expect((await a.client.from('request_payments').select('amount_cents').eq('team_store_entry_id', jo.entry_id)).data).toEqual([{ amount_cents: 8500 }])
    expect((await staff.client.from('team_store_entries').select('id').eq('store_id', store.id)).data).toHaveLength(1)
    for (const client of [b.client, anon]) {
      expect((await client.from('team_stores').select('id').eq('id', store.id)).data ?? []).toEqual([])
      expect((await client.from('team_store_entries').select('id').eq('store_id', store.id)).data ?? []).toEqual([])
      expect((await client.from('team_store_items').select('id').eq('store_id', store.id)).data ?? []).toEqual([])
      expect((await client.from('team_store_entry_items').select('item_id').eq('entry_id', jo.entry_id)).data ?? []).toEqual([])
    }
    for (const client of [a.client, b.client, anon]) {
      expectFailed(await client.rpc('enter_team_store', { p_link_token: store.link_token, p_player: entrant('Me', '1'), p_sizes: { [store.jersey]: 'L' }, p_email: 'me@example.com', p_now: at(NOW) }))
      const { error } = await client.from('team_store_entries').update({ status: 'paid' }).eq('id', jo.entry_id).select()
      expect(error !== null || (await serviceRows(backend(), 'team_store_entries', 'id', jo.entry_id))[0]!.status === 'paid').toBe(true)
      expect((await client.from('team_store_items').update({ markup_cents: 0 }).eq('id', store.jersey).select()).data ?? []).toEqual([])
      expect((await client.from('team_store_entry_items').update({ size: 'XS' }).eq('entry_id', jo.entry_id).select()).data ?? []).toEqual([])
    }
    expect((await serviceRows(backend(), 'team_store_items', 'id', store.jersey))[0]).toMatchObject({ markup_cents: 500 })
    expect((await serviceRows(backend(), 'team_store_entry_items', 'entry_id', jo.entry_id))[0]).toMatchObject({ size: 'L' })
  })

  it('lists a store in the back office inbox with its paid players (found by a nameplate), the money kept and its closing', async () => {
    const store = await openStore()
    const nameplate = `Q${randomUUID().slice(0, 8)}`
    await paidEntry(store.link_token, nameplate, '9')
    const ana = await paidEntry(store.link_token, 'Ana', '2')
    await enter(store.link_token, 'Unpaid', '5')
    expect((await backend().a.client.rpc('remove_team_store_entry', { p_entry_id: ana.entry_id })).error).toBeNull()
    const { data: claimed } = await backend().service.rpc('claim_refunds', { p_limit: 100, p_lease_seconds: 60 })
    for (const refund of claimed ?? []) await backend().service.rpc('settle_refund', { p_id: refund.id, p_attempts: refund.attempts, p_refund_reference: `re_${refund.id}` })
    const { data, error } = await staff.client.from('back_office_inbox').select('kind, reference, status, name, product, players, total_cents, closes_at').eq('id', store.id).single()
    expect(error).toBeNull()
    expect(data).toEqual({ kind: 'store', reference: store.reference, status: 'open', name: 'Owls', product: 'Pro jersey', players: 1, total_cents: 8500, closes_at: expect.any(String) })
    expect(Date.parse(data!.closes_at!)).toBe(NOW + 72 * HOUR)
    const found = await staff.client.from('back_office_inbox').select('id').ilike('players_text', `%${nameplate} 9%`)
    expect(found.data).toEqual([{ id: store.id }])
    // The other customer finds nothing of it.
    expect((await backend().b.client.from('back_office_inbox').select('id').eq('id', store.id)).data ?? []).toEqual([])
  })

  it('lets the manager or staff turn a store’s link off and on; nobody else', async () => {
    const store = await openStore()
    const link = (client: CommerceBackend['service'], enabled: boolean) => client.rpc('set_team_store_link', { p_id: store.id, p_enabled: enabled })
    for (const client of [backend().b.client, backend().anon]) expectFailed(await link(client, false))
    expect((await link(backend().a.client, false)).error).toBeNull()
    expect((await enter(store.link_token, 'Jo', '9')).error).toMatchObject({ code: 'P0002' })
    expect((await link(staff.client, true)).error).toBeNull()
    expect((await enter(store.link_token, 'Jo', '9')).error).toBeNull()
  })

  it('lets staff alone add late players to a store that became its order, as a fill-in order for its manager to pay with the late surcharge, each number once', async () => {
    const store = await openStore({ minPlayers: 1 })
    await paidEntry(store.link_token, 'Jo', '9')
    const fillIn = (client: CommerceBackend['service'], players: ReturnType<typeof player>[], surcharge = 1000, item = store.jersey) =>
      client.rpc('add_team_store_fill_in', { p_id: store.id, p_item_id: item, p_players: players, p_surcharge_cents: surcharge }).single()
    expect((await fillIn(staff.client, [player('Late', '12')])).error).toMatchObject({ hint: 'not_ordered' })
    expect((await backend().service.rpc('close_due_team_stores', { p_now: at(NOW + 73 * HOUR) })).error).toBeNull()
    for (const client of [backend().a.client, backend().b.client, backend().anon]) expectFailed(await fillIn(client, [player('Late', '12')]))
    expect((await fillIn(staff.client, [player('Late', '9')])).error).toMatchObject({ hint: 'number_taken', message: 'number 9 is taken' })
    expect((await fillIn(staff.client, [player('Late', '12'), player('Later', '12')])).error).toMatchObject({ hint: 'number_taken' })
    for (const surcharge of [-1, 100001]) expect((await fillIn(staff.client, [player('Late', '12')], surcharge)).error).toMatchObject({ code: '22023' })
    const { data: made, error } = await fillIn(staff.client, [player('Late', '12'), player('Later', '14')])
    expect(error).toBeNull()
    const [order] = await serviceRows(backend(), 'express_orders', 'id', made!.order_id)
    expect(order).toMatchObject({
      reference: made!.reference, user_id: backend().a.id, team_store_id: store.id, team_store_item_id: store.jersey, team_store_fill_in: true, status: 'awaiting_payment', player_count: 2, roster: [player('Late', '12'), player('Later', '14')],
      price_per_player_cents: 9500, subtotal_cents: 19000, amount_due_cents: 19000, amount_paid_cents: 0, payment_type: 'full', delivery: deliveryAddress,
    })
    expect((await fillIn(staff.client, [player('Again', '14')])).error).toMatchObject({ hint: 'number_taken' })
    // An item of another store is no item of this one.
    const other = await openStore()
    expect((await fillIn(staff.client, [player('Late', '30')], 1000, other.jersey)).error).toMatchObject({ code: 'P0002' })
    const mail = await serviceRows(backend(), 'mail_outbox', 'express_order_id', made!.order_id)
    expect(mail.map(({ template, recipient }) => [template, recipient])).toEqual([['store_fill_in', 'jo@example.com']])
    // The manager reads it as their own order, and pays it as any express order.
    expect((await backend().a.client.from('express_orders').select('id').eq('id', made!.order_id)).data).toHaveLength(1)
    const { data: paid } = await backend().service.rpc('record_request_payment', {
      p_kind: 'express', p_request_id: made!.order_id, p_provider: 'test', p_provider_reference: `pi_${randomUUID()}`, p_amount_cents: 19000, p_status: 'succeeded',
    })
    expect(paid).toEqual([expect.objectContaining({ request_status: 'received', amount_paid_cents: 19000 })])
  })

  it('lets a player change their own entry by its token while the store is open, but not to a number taken', async () => {
    const store = await openStore({ minPlayers: 1 })
    const jo = await paidEntry(store.link_token, 'Jo', '9')
    await enter(store.link_token, 'Ana', '2')
    const socks = await addItem(store.id)
    const change = (token: string, changed: ReturnType<typeof player>, sizes: Record<string, string> = { [store.jersey]: 'XL' }, now = NOW) =>
      backend().service.rpc('change_team_store_entry', { p_edit_token: token, p_player: changed, p_sizes: sizes, p_now: at(now) })
    expect((await change(jo.edit_token, entrant('Jo', '2'))).error).toMatchObject({ hint: 'number_taken' })
    // Its items stay those it paid for: sizes change, an item is neither added nor dropped.
    expect((await change(jo.edit_token, entrant('Jo', '19'), { [store.jersey]: 'XL', [socks]: 'M' })).error).toMatchObject({ code: '22023' })
    expect((await change(jo.edit_token, entrant('Jo', '19'), {})).error).toMatchObject({ code: '22023' })
    expect((await change(jo.edit_token, entrant('Jo Keeper', '19'))).error).toBeNull()
    expect((await serviceRows(backend(), 'team_store_entries', 'id', jo.entry_id))[0]!.player).toEqual(entrant('Jo Keeper', '19'))
    expect((await serviceRows(backend(), 'team_store_entry_items', 'entry_id', jo.entry_id)).map(({ size }) => size)).toEqual(['XL'])
    expect((await change('not-a-token', entrant('Jo', '3'))).error).toMatchObject({ code: 'P0002' })
    expect((await change(jo.edit_token, entrant('Jo', '3'), undefined, NOW + 73 * HOUR)).error).toMatchObject({ hint: 'closed' })
  })

  it('refunds through the worker once: a claimed refund is not claimed again, and a settled one stays settled', async () => {
    const store = await openStore()
    await paidEntry(store.link_token, 'Jo', '9')
    expect((await backend().a.client.rpc('cancel_team_store', { p_id: store.id, p_now: at(NOW) })).error).toBeNull()
    const service = backend().service
    const { data: claimed } = await service.rpc('claim_refunds', { p_limit: 100, p_lease_seconds: 60 })
    const ours = (claimed ?? []).filter((refund) => refund.amount_cents === 8500 && refund.provider === 'test')
    expect(ours.length).toBeGreaterThanOrEqual(1)
    const { data: again } = await service.rpc('claim_refunds', { p_limit: 100, p_lease_seconds: 60 })
    expect((again ?? []).map((refund) => refund.id)).not.toContain(ours[0]!.id)
    for (const refund of ours) {
      expect((await service.rpc('settle_refund', { p_id: refund.id, p_attempts: refund.attempts, p_refund_reference: `re_${refund.id}` })).error).toBeNull()
    }
    const [settled] = await serviceRows(backend(), 'payment_refunds', 'id', ours[0]!.id)
    expect(settled).toMatchObject({ status: 'succeeded', provider_reference: `re_${ours[0]!.id}` })
    // A late answer for an older attempt changes nothing.
    await service.rpc('settle_refund', { p_id: ours[0]!.id, p_attempts: ours[0]!.attempts, p_error: 'late' })
    expect((await serviceRows(backend(), 'payment_refunds', 'id', ours[0]!.id))[0]).toMatchObject({ status: 'succeeded' })
  })
})
