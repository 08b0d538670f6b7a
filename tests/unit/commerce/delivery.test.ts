import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Json } from '@/lib/commerce/database.types'
import {
  type CommerceBackend,
  describeOnEachTarget,
  expectFailed,
  expectRefused,
  serviceInsert,
  serviceRows,
  TEST_SHIPMENT,
  type TestUser,
} from '@/tests/support/commerce-backend'
import { deliveryAddress, expressOrder, quoteRequest } from '@/tests/support/request-rows'

/**
 * Where a wizard's order goes and how it went (20261201000100_delivery_and_shipments.sql), over
 * HTTP on both targets: an express order is placed with its delivery address, a quote accepted with
 * one; staff change it until it ships, with a history entry naming them and no e-mail; an order is
 * shipped only with its carrier and tracking number, which its customer reads and nobody else.
 */

const SECOND_ADDRESS = { ...deliveryAddress, fullName: 'Sam Coach', line1: '200 Arena Way', line2: '', city: 'Boston', region: 'MA', postalCode: '02134', country: 'US', phone: '' }

describeOnEachTarget('delivery addresses and shipments', (backend: () => CommerceBackend) => {
  let staff: TestUser

  beforeAll(async () => {
    staff = await backend().signUpWithRole('staff')
  })

  const expressAt = (status: string, userId: string | null = backend().a.id) => serviceInsert(backend(), 'express_orders', expressOrder(userId, status, { paid: 'all' }))
  const changeDelivery = (client: CommerceBackend['anon'], id: string, delivery: unknown = SECOND_ADDRESS, note = 'Asked by phone') =>
    client.rpc('change_delivery', { p_kind: 'express', p_id: id, p_delivery: delivery as typeof SECOND_ADDRESS, p_note: note })
  const ship = (client: CommerceBackend['anon'], kind: string, id: string, from: string, shipment: { carrier: string; trackingNumber: string } = TEST_SHIPMENT) =>
    client.rpc('ship_order', { p_kind: kind, p_id: id, p_from: from, p_carrier: shipment.carrier, p_tracking_number: shipment.trackingNumber, p_note: '', p_override: false })

  describe('an express order', () => {
    const submission = (delivery: Json | undefined) => ({
      idempotencyKey: randomUUID(), userId: null, product: { slug: 'pro-jersey', name: 'Pro jersey' },
      teamInfo: { teamName: 'Flyers', league: '', contactName: 'Jo Keeper', contactEmail: 'jo@example.com', contactPhone: '' },
      players: [{ name: 'Jo', number: '9', jerseySize: 'L', socksSize: 'L', pantShellSize: 'L', captainPatch: '' }], logo: { path: null, notes: '' },
      payment: { type: 'full', provider: 'test', pricePerPlayerCents: 8000, playerCount: 1, subtotalCents: 8000, depositCents: 2400, amountDueCents: 8000 },
      ...(delivery === undefined ? {} : { delivery }),
    })
    const submit = (delivery: Json) => backend().service.rpc('submit_express_order', { p: submission(delivery) }).single()

    it('is stored with the delivery address it was placed with', async () => {
      const { data, error } = await submit(deliveryAddress)
      expect(error).toBeNull()
      const [row] = await serviceRows(backend(), 'express_orders', 'id', data!.id)
      expect(row?.delivery).toEqual(deliveryAddress)
    })

    it.each([
      ['no address', undefined],
      ['a blank street', { ...deliveryAddress, line1: '' }],
      ['a country it does not ship to', { ...deliveryAddress, country: 'GB' }],
      ['a field too long', { ...deliveryAddress, city: 'x'.repeat(101) }],
      ['a field it does not know', { ...deliveryAddress, note: 'leave at the door' }],
      ['a field missing', { fullName: 'Jo', line1: '1 Rink Road', city: 'Halifax', region: 'NS', postalCode: 'B3H 1A1', country: 'CA', phone: '' }],
      ['a phone that is not one', { ...deliveryAddress, phone: 'call me' }],
    ] as [string, Json | undefined][])('is refused with %s, and nothing is stored', async (_, delivery) => {
      const sent = submission(delivery)
      expectFailed(await backend().service.rpc('submit_express_order', { p: sent }).single())
      expect(await serviceRows(backend(), 'express_orders', 'idempotency_key', sent.idempotencyKey)).toEqual([])
    })
  })

  describe('an accepted quote', () => {
    async function quoted() {
      const request = await serviceInsert(backend(), 'quote_requests', quoteRequest(backend().a.id, 'received', 'jo@example.com'))
      const { error } = await staff.client.rpc('price_quote', {
        p_id: request.id, p_from: 'received', p_lines: [{ description: 'Pro jersey', quantity: 10, unitPriceCents: 8000 }], p_rush_fee_cents: 0, p_deposit_cents: 24000, p_note: '',
      })
      if (error) throw new Error(`price_quote failed: ${error.message}`)
      const [row] = await serviceRows(backend(), 'quote_requests', 'id', request.id)
      return row!
    }

    it('keeps the address its customer accepted it with, and is refused without a valid one', async () => {
      const request = await quoted()
      const accept = (delivery: unknown) => backend().a.client.rpc('accept_quote', { p_id: request.id, p_quoted_at: request.quoted_at!, p_delivery: delivery as typeof deliveryAddress })
      expectFailed(await accept({ ...deliveryAddress, postalCode: '' }))
      expectFailed(await accept(null))
      const [unchanged] = await serviceRows(backend(), 'quote_requests', 'id', request.id)
      expect(unchanged).toMatchObject({ status: 'quoted', delivery: null })
      expect((await accept(deliveryAddress)).error).toBeNull()
      const [accepted] = await serviceRows(backend(), 'quote_requests', 'id', request.id)
      expect(accepted).toMatchObject({ status: 'awaiting_payment', delivery: deliveryAddress })
    })
  })

  describe('staff change it (change_delivery)', () => {
    it('sets the new address with a history entry naming the staff member and keeping the note, and e-mails nobody', async () => {
      const order = await expressAt('in_production')
      const outboxBefore = await serviceRows(backend(), 'mail_outbox', 'express_order_id', order.id)
      expect((await changeDelivery(staff.client, order.id)).error).toBeNull()
      const [row] = await serviceRows(backend(), 'express_orders', 'id', order.id)
      expect(row).toMatchObject({ delivery: SECOND_ADDRESS, status: 'in_production' })
      const history = await serviceRows(backend(), 'order_history', 'express_order_id', order.id)
      expect(history.filter((entry) => entry.event === 'delivery')).toEqual([
        expect.objectContaining({ status: 'in_production', from_status: null, notes: 'Asked by phone', created_by: staff.id, user_id: backend().a.id }),
      ])
      expect(await serviceRows(backend(), 'mail_outbox', 'express_order_id', order.id)).toEqual(outboxBefore)
    })

    it('refuses customers (even the order’s own) and visitors, a malformed address, and an order that has shipped', async () => {
      const order = await expressAt('in_production')
      expectRefused(await changeDelivery(backend().a.client, order.id))
      expectRefused(await changeDelivery(backend().b.client, order.id))
      expectFailed(await changeDelivery(backend().anon, order.id))
      expectFailed(await changeDelivery(staff.client, order.id, { ...SECOND_ADDRESS, country: 'FR' }))
      expectFailed(await changeDelivery(staff.client, order.id, SECOND_ADDRESS, 'x'.repeat(1001)))
      const shipped = await expressAt('in_production')
      expect((await ship(staff.client, 'express', shipped.id, 'in_production')).error).toBeNull()
      const refused = await changeDelivery(staff.client, shipped.id)
      expect(refused.error).toMatchObject({ hint: 'transition' })
      for (const id of [order.id, shipped.id]) {
        const [row] = await serviceRows(backend(), 'express_orders', 'id', id)
        expect(row?.delivery).toEqual(deliveryAddress)
      }
    })
  })

  describe('shipping (ship_order)', () => {
    it('records the carrier and tracking number with the move to shipped, and the shipped e-mail', async () => {
      const order = await expressAt('in_production')
      const { data, error } = await ship(staff.client, 'express', order.id, 'in_production', { carrier: 'canada_post', trackingNumber: ' 7023 4567 8901 ' })
      expect(error).toBeNull()
      expect(data).toBe('in_production')
      const [shipment] = await serviceRows(backend(), 'shipments', 'express_order_id', order.id)
      expect(shipment).toMatchObject({ carrier: 'canada_post', tracking_number: '7023 4567 8901', user_id: backend().a.id, created_by: staff.id })
      const [row] = await serviceRows(backend(), 'express_orders', 'id', order.id)
      expect(row?.status).toBe('shipped')
      expect((await serviceRows(backend(), 'mail_outbox', 'express_order_id', order.id)).map((mail) => mail.template)).toContain('shipped')
    })

    it('never ships an order without its shipment, whichever way it is moved', async () => {
      const order = await expressAt('in_production')
      const moved = await staff.client.rpc('change_order_status', { p_kind: 'express', p_id: order.id, p_from: 'in_production', p_to: 'shipped', p_note: '', p_override: false })
      expect(moved.error).toMatchObject({ hint: 'shipment' })
      const updated = await backend().service.from('express_orders').update({ status: 'shipped' }).eq('id', order.id).select()
      expectFailed(updated)
      const [row] = await serviceRows(backend(), 'express_orders', 'id', order.id)
      expect(row?.status).toBe('in_production')
    })

    it('refuses an unknown carrier, a tracking number that is not one, customers and visitors, and stores no shipment', async () => {
      const order = await expressAt('in_production')
      expectFailed(await ship(staff.client, 'express', order.id, 'in_production', { carrier: 'pigeon', trackingNumber: '1Z999AA1' }))
      expectFailed(await ship(staff.client, 'express', order.id, 'in_production', { carrier: 'ups', trackingNumber: '<b>1Z</b>' }))
      expectRefused(await ship(backend().a.client, 'express', order.id, 'in_production'))
      expectFailed(await ship(backend().anon, 'express', order.id, 'in_production'))
      expectFailed(await ship(staff.client, 'parcel', order.id, 'in_production'))
      expect(await serviceRows(backend(), 'shipments', 'express_order_id', order.id)).toEqual([])
    })

    it('lets a customer read their own order’s shipment, and nobody else’s', async () => {
      const order = await expressAt('in_production')
      expect((await ship(staff.client, 'express', order.id, 'in_production')).error).toBeNull()
      const read = (client: CommerceBackend['anon']) => client.from('shipments').select('carrier, tracking_number').eq('express_order_id', order.id)
      expect((await read(backend().a.client)).data).toEqual([{ carrier: TEST_SHIPMENT.carrier, tracking_number: TEST_SHIPMENT.trackingNumber }])
      expect((await read(backend().b.client)).data).toEqual([])
      expect((await read(staff.client)).data).toHaveLength(1)
      const anon = await read(backend().anon)
      if (!anon.error) expect(anon.data).toEqual([])
    })
  })
})
