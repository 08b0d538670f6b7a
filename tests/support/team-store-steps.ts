import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { Json } from '@/lib/commerce/database.types'
import { type CommerceBackend, serviceRows } from './commerce-backend'
import { deliveryAddress, design, player } from './request-rows'

/**
 * A team store's steps against the database, as the site takes them (20261205000100_team_stores.sql):
 * the manager's store opened by the server, a player's entry through the link, and the provider's
 * webhook recording its payment. Times are the site's clock, passed in as the site passes them.
 */

export const HOUR = 60 * 60 * 1000
export const NOW = Date.parse('2026-12-01T12:00:00Z')
export const at = (ms: number) => new Date(ms).toISOString()

/** A store entry's player as the site sends it: a nameplate and a number, the sizes its items'. */
export const entrant = (name: string, number: string) => player(name, number, '')

/** Socks at $20 with a $2 mark-up, optional: the item the tests add to a store. */
export const SOCKS = { slug: 'socks', name: 'Socks', sizeField: 'socksSize', priceCents: 2000, markupCents: 200, required: false }

export function teamStoreSteps(backend: () => CommerceBackend) {
  /** A store of customer a for the Pro jersey at $80 plus a $5 mark-up (or in the options given), closing in three days, with the mockup given; with its first item's id. */
  const openStore = async (
    options: {
      minPlayers?: number
      closesAt?: number
      shipsTo?: 'manager' | 'players'
      playerShippingCents?: number
      jerseyOptions?: { key: string; name: string; priceCents: number }[]
      mockupId?: string
    } = {},
  ) => {
    const { data, error } = await backend()
      .service.rpc('open_team_store', {
        p: {
          userId: backend().a.id, teamName: 'Owls', contactName: 'Jo Keeper', contactEmail: 'jo@example.com',
          product: { slug: 'pro-jersey', name: 'Pro jersey' }, design, logoPath: null, paymentProvider: 'test',
          sizeField: 'jerseySize', priceCents: 8000, markupCents: 500, minPlayers: options.minPlayers ?? 2, closesAt: at(options.closesAt ?? NOW + 72 * HOUR), delivery: deliveryAddress,
          shipsTo: options.shipsTo ?? 'manager', playerShippingCents: options.playerShippingCents ?? 0, options: options.jerseyOptions ?? null,
          mockupId: options.mockupId ?? null,
        },
        p_now: at(NOW),
      })
      .single()
    if (error) throw new Error(`opening the store failed: ${error.message}`)
    const [jersey] = await serviceRows(backend(), 'team_store_items', 'store_id', data.id)
    return { ...data, jersey: jersey!.id }
  }

  /** Adds an item to the store as the server does for its manager (the service role stands in for the site). */
  const addItem = async (storeId: string, item: typeof SOCKS = SOCKS, now = NOW) => {
    const { data, error } = await backend().service.rpc('add_team_store_item', { p_id: storeId, p_item: item, p_now: at(now) })
    if (error) throw new Error(`adding ${item.name} failed: ${error.message}`)
    return data
  }

  /**
   * A player enters with their items and sizes (item id → size), by default the store's jersey in L;
   * their address, where the store ships to players; and the options they take items in (item id → key).
   */
  const enter = async (linkToken: string, name: string, number: string, now = NOW, email = `${name.toLowerCase()}@example.com`, sizes?: Record<string, string>, delivery?: unknown, options?: Record<string, string>) =>
    backend()
      .service.rpc('enter_team_store', {
        p_link_token: linkToken, p_player: entrant(name, number), p_sizes: sizes ?? { [await firstItemOf(linkToken)]: 'L' }, p_email: email, p_now: at(now), p_delivery: delivery as Json,
        p_options: options,
      })
      .single()

  const firstItemOf = async (linkToken: string) => {
    const { data } = await backend().service.from('team_stores').select('items:team_store_items(id, position)').eq('link_token', linkToken).maybeSingle()
    return data?.items.find((item) => item.position === 0)?.id ?? randomUUID()
  }

  /** The provider's webhook says the entry's payment went through (or how it went). */
  const pay = (entryId: string, amountCents: number, reference = `pi_${randomUUID()}`, status = 'succeeded') =>
    backend().service.rpc('record_request_payment', {
      p_kind: 'store_entry', p_request_id: entryId, p_provider: 'test', p_provider_reference: reference, p_amount_cents: amountCents, p_status: status,
    })

  /** An entry made and paid (with its address, where the store ships to players). */
  const paidEntry = async (linkToken: string, name: string, number: string, email?: string, sizes?: Record<string, string>, delivery?: unknown, options?: Record<string, string>) => {
    const { data, error } = await enter(linkToken, name, number, NOW, email, sizes, delivery, options)
    if (error) throw new Error(`entering ${name} failed: ${error.message}`)
    expect((await pay(data.entry_id, data.amount_cents)).error).toBeNull()
    return data
  }

  return { openStore, addItem, enter, pay, paidEntry }
}
