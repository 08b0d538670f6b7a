import 'server-only'
import type { EntryMail, RefundReason, StoreMail, TeamStoreMailEvent } from '@/lib/mail/team-store-templates'
import { BackendError } from '@/lib/errors/backend'
import type { Player } from '@/lib/roster/player'
import type { ShipsTo } from '@/lib/team-stores/delivery'
import { createAdminClient } from './admin'
import { entryAddress, entryLine, ITEM_COLUMNS, LINE_COLUMNS, parcelOf, storeItems } from './team-store-rows'
import type { Tables } from './database.types'

/**
 * What a team store's e-mail tells of (20261206000100_team_store_mail.sql), read as it is now with
 * the service role: the store, the player's entry, the refund. A receipt carries a new link of the
 * player's own, made as it is sent: the database keeps only the hash of every link.
 */

const MAIL_UNAVAILABLE = 'The mail outbox could not be reached.'

const STORE_COLUMNS = `id, reference, status, team_name, product_name, contact_name, contact_email, closes_at, min_players, link_token, close_note, ships_to, player_shipping_cents, items:team_store_items(${ITEM_COLUMNS})`

async function readStore(id: string): Promise<StoreMail | null> {
  const admin = createAdminClient()
  const [store, orders] = await Promise.all([
    admin.from('team_stores').select(STORE_COLUMNS).eq('id', id).maybeSingle(),
    admin.from('express_orders').select('reference, product_name, team_store_item_id, team_store_option_key').eq('team_store_id', id).eq('team_store_fill_in', false),
  ])
  const error = store.error ?? orders.error
  if (error) throw new BackendError(MAIL_UNAVAILABLE, error)
  const { data } = store
  if (!data) return null
  const items = storeItems(data.items)
  return {
    id: data.id,
    reference: data.reference,
    status: data.status as StoreMail['status'],
    teamName: data.team_name,
    productName: data.product_name,
    contactName: data.contact_name,
    contactEmail: data.contact_email,
    closesAt: data.closes_at,
    items,
    // The column's check holds it to the two.
    shipsTo: data.ships_to as ShipsTo,
    playerShippingCents: data.player_shipping_cents,
    minPlayers: data.min_players,
    linkToken: data.link_token,
    // In the items' order, as the store's board lists them, and each item's in its options' order.
    orders: items.flatMap((item) => {
      const place = (key: string | null) => item.options.findIndex((option) => option.key === key)
      return (orders.data ?? [])
        .filter((order) => order.team_store_item_id === item.id)
        .sort((a, b) => place(a.team_store_option_key) - place(b.team_store_option_key))
        .map((order) => ({ itemId: item.id, option: order.team_store_option_key ?? '', reference: order.reference, productName: order.product_name }))
    }),
    closeNote: data.close_note,
  }
}

async function readEntry(id: string | null) {
  if (!id) return null
  const admin = createAdminClient()
  const [entry, address] = await Promise.all([
    admin.from('team_store_entries').select(`player, email, amount_cents, ${LINE_COLUMNS}`).eq('id', id).maybeSingle(),
    admin.from('team_store_entry_addresses').select('delivery').eq('entry_id', id).maybeSingle(),
  ])
  const error = entry.error ?? address.error
  if (error) throw new BackendError(MAIL_UNAVAILABLE, error)
  const { data } = entry
  return data && { entry: { ...entryMail(data), delivery: entryAddress(address.data) }, email: data.email, amountCents: data.amount_cents }
}

// The column's check holds the player to a roster player's shape.
const entryMail = (row: { player: unknown; lines: Parameters<typeof entryLine>[0][] }): EntryMail => ({ player: row.player as Player, lines: row.lines.map(entryLine) })

/** The store's paid players, and what their payments brought in. */
async function readPaid(storeId: string) {
  const { data, error } = await createAdminClient()
    .from('team_store_entries')
    .select(`player, ${LINE_COLUMNS}, payments:request_payments(amount_cents, status)`)
    .eq('store_id', storeId)
    .eq('status', 'paid')
  if (error) throw new BackendError(MAIL_UNAVAILABLE, error)
  return {
    entries: data.map(entryMail),
    collectedCents: data.flatMap((entry) => entry.payments).reduce((sum, payment) => sum + (payment.status === 'succeeded' ? payment.amount_cents : 0), 0),
  }
}

async function readRefund(id: string | null) {
  if (!id) return null
  const { data, error } = await createAdminClient().from('payment_refunds').select('amount_cents, reason, last_error, payment:request_payments(provider_reference)').eq('id', id).maybeSingle()
  if (error) throw new BackendError(MAIL_UNAVAILABLE, error)
  return data && { amountCents: data.amount_cents, reason: data.reason as RefundReason, error: data.last_error ?? '', paymentReference: data.payment?.provider_reference ?? '' }
}

async function readParcel(entryId: string | null) {
  if (!entryId) return null
  const admin = createAdminClient()
  const [parcel, entry] = await Promise.all([
    admin.from('team_store_parcels').select('carrier, tracking_number').eq('entry_id', entryId).maybeSingle(),
    admin.from('team_store_entries').select('shipped_at').eq('id', entryId).maybeSingle(),
  ])
  const error = parcel.error ?? entry.error
  if (error) throw new BackendError(MAIL_UNAVAILABLE, error)
  return parcelOf(parcel.data, entry.data?.shipped_at ?? null)
}

async function newEntryLink(entryId: string): Promise<string> {
  const { data, error } = await createAdminClient().rpc('new_team_store_entry_link', { p_entry_id: entryId })
  if (error) throw new BackendError(MAIL_UNAVAILABLE, error)
  return data
}

/** A team store's e-mail as it is now; null when what it tells of is gone. */
export async function readTeamStoreMailEvent(row: Tables<'mail_outbox'>): Promise<TeamStoreMailEvent | null> {
  const store = row.team_store_id ? await readStore(row.team_store_id) : null
  if (!store) return null
  switch (row.template) {
    case 'store_entry_paid': {
      const entry = await readEntry(row.team_store_entry_id)
      return entry && { template: row.template, store, entry: entry.entry, amountCents: entry.amountCents, entryToken: await newEntryLink(row.team_store_entry_id!) }
    }
    case 'store_closed':
      return { template: row.template, store, paid: await readPaid(store.id) }
    case 'store_ordered': {
      const entry = await readEntry(row.team_store_entry_id)
      return entry && { template: row.template, store, entry: entry.entry }
    }
    case 'store_refund':
    case 'store_refund_failed':
    case 'shop_refund_failed': {
      const [entry, refund] = await Promise.all([readEntry(row.team_store_entry_id), readRefund(row.refund_id)])
      if (!entry || !refund) return null
      const told = { store, entry: entry.entry, amountCents: refund.amountCents, reason: refund.reason }
      return row.template === 'shop_refund_failed' ? { template: row.template, ...told, email: entry.email, paymentReference: refund.paymentReference, error: refund.error } : { template: row.template, ...told }
    }
    case 'store_parcel_shipped': {
      const [entry, parcel] = await Promise.all([readEntry(row.team_store_entry_id), readParcel(row.team_store_entry_id)])
      return entry && parcel && { template: row.template, store, entry: entry.entry, parcel }
    }
    case 'store_invite':
    case 'store_reminder':
      return { template: row.template, store }
    case 'store_closing_soon':
      // Moot once the store has closed (early, or cancelled) before it went.
      return store.status === 'open' ? { template: row.template, store, paidPlayers: (await readPaid(store.id)).entries.length } : null
    default:
      return null
  }
}

/** A fill-in order's e-mail to its store's manager: the order (its late players and total) and the store it fills in. */
export async function readFillInMailEvent(row: Tables<'mail_outbox'>): Promise<TeamStoreMailEvent | null> {
  if (!row.express_order_id) return null
  const { data, error } = await createAdminClient()
    .from('express_orders')
    .select('id, reference, product_name, roster, price_per_player_cents, subtotal_cents, team_store_id, team_store_item_id, team_store_option_key')
    .eq('id', row.express_order_id)
    .maybeSingle()
  if (error) throw new BackendError(MAIL_UNAVAILABLE, error)
  const store = data?.team_store_id ? await readStore(data.team_store_id) : null
  return (
    data &&
    store && {
      template: 'store_fill_in',
      store,
      // Its shape is the database's to hold (public.is_wizard_roster).
      order: {
        id: data.id,
        reference: data.reference,
        productName: data.product_name,
        itemId: data.team_store_item_id ?? '',
        option: data.team_store_option_key ?? '',
        roster: data.roster as Player[], pricePerPlayerCents: data.price_per_player_cents, totalCents: data.subtotal_cents },
    }
  )
}
