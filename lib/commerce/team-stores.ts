import 'server-only'
import type { Address } from '@/lib/checkout/address'
import type { Payable } from '@/lib/orders/balance'
import type { ExpressOption } from '@/lib/pricing/express'
import type { Shipment } from '@/lib/orders/shipping'
import type { RequestRef } from '@/lib/orders/request-ref'
import { numberTakenMessage, TEAM_STORE_ERRORS } from '@/lib/errors/catalogue'
import { FieldRejection } from '@/lib/forms/field-rejection'
import type { Player } from '@/lib/roster/player'
import { isStoreToken, type Garment } from '@/lib/team-stores/fields'
import type { ShipsTo } from '@/lib/team-stores/delivery'
import { ITEM_MESSAGES, optionsByItem, sizesByItem, type EntryLine, type StoreItem } from '@/lib/team-stores/items'
import { FILL_IN_MESSAGES } from '@/lib/team-stores/fill-in'
import { INVITE_MESSAGES } from '@/lib/team-stores/invites'
import { TEAM_STORE_LIMITS } from '@/lib/team-stores/rules'
import { entryTokenHash } from '@/lib/team-stores/tokens'
import type { EntryStatus, StoreStatus } from '@/lib/team-stores/statuses'
import { createAdminClient } from './admin'
import { backendFailure } from './errors'
import { EXPRESS_PAYABLE_COLUMNS, expressPayable } from './request-payments'
import { latestApprovedMockup } from './mockups'
import { readRequest } from './my-requests'
import { entryAddress, entryLine, ITEM_COLUMNS, LINE_COLUMNS, parcelOf, storeItems } from './team-store-rows'
import { createSessionClient, getCurrentUser } from './session'

/**
 * Team stores (20261205000100_team_stores.sql): the manager's store, opened with the price the
 * server read from the published content; the players' entries, made through the shared link with
 * the service role (players have no account) and always by the database's functions, which hold
 * each number for one player under the store's lock; and the manager's and staff's board, read
 * with their own session under Row Level Security.
 */

type StoreDesign = {
  templateId: string
  templateName: string
  primaryColor: string
  secondaryColor: string
  collarStyle: string
  collarName: string
  designNotes: string
}

/** A store as its link shows it to a player: nothing of the manager's or the other players'. */
export type PublicStore = {
  id: string
  reference: string
  status: StoreStatus
  teamName: string
  productSlug: string
  productName: string
  design: StoreDesign
  /** The mockup the team approved of the quote the store started from (its file at routes.storeMockup by the link). */
  mockup: StoreMockup | null
  /** What the store offers, in its order: the product it was opened for first. */
  items: StoreItem[]
  /** Where the kit goes, and what a player pays for their own parcel when it goes to each player. */
  shipsTo: ShipsTo
  playerShippingCents: number
  minPlayers: number
  closesAt: Date
  /** When it closed, by its date or early (none while open). */
  closedAt: Date | null
}

export type StoreMockup = { id: string; round: number; contentType: string }

const PUBLIC_COLUMNS = `id, reference, status, team_name, product_slug, product_name, design, ships_to, player_shipping_cents, min_players, closes_at, closed_at, items:team_store_items(${ITEM_COLUMNS}), mockup:mockups(id, round, content_type)`


type PublicRow = {
  id: string
  reference: string
  status: string
  team_name: string
  product_slug: string
  product_name: string
  design: unknown
  mockup: { id: string; round: number; content_type: string } | null
  items: Parameters<typeof storeItems>[0]
  ships_to: string
  player_shipping_cents: number
  min_players: number
  closes_at: string
  closed_at: string | null
}

const publicStore = (row: PublicRow): PublicStore => ({
  id: row.id,
  reference: row.reference,
  status: row.status as StoreStatus,
  teamName: row.team_name,
  productSlug: row.product_slug,
  productName: row.product_name,
  // The column's check holds it to the quote design's shape (public.is_quote_design).
  design: row.design as StoreDesign,
  mockup: row.mockup && { id: row.mockup.id, round: row.mockup.round, contentType: row.mockup.content_type },
  items: storeItems(row.items),
  // The column's check holds it to the two.
  shipsTo: row.ships_to as ShipsTo,
  playerShippingCents: row.player_shipping_cents,
  minPlayers: row.min_players,
  closesAt: new Date(row.closes_at),
  closedAt: row.closed_at ? new Date(row.closed_at) : null,
})

/** An item as the server adds it to a store: the product and price it read from the content, the team's mark-up, and how it is offered. */
type NewStoreItem = { product: { slug: string; name: string }; garment: Garment | null; priceCents: number; options: readonly ExpressOption[]; markupCents: number; required: boolean }

const newItemParameter = (item: NewStoreItem) => ({
  slug: item.product.slug,
  name: item.product.name,
  sizeField: item.garment?.field ?? null,
  priceCents: item.priceCents,
  markupCents: item.markupCents,
  required: item.required,
  options: [...item.options],
})

/** What the server opens a store with: the manager's form, and what the server itself decided (its first item's price, the provider). */
export type StoreOpening = {
  userId: string
  teamName: string
  contactName: string
  contactEmail: string
  /** The product the store is opened for: its first item, every player's. */
  item: Omit<NewStoreItem, 'required'>
  design: StoreDesign
  paymentProvider: 'test' | 'stripe'
  shipsTo: ShipsTo
  playerShippingCents: number
  minPlayers: number
  closesAt: Date
  delivery: Address
  /** The logo of the order the store started from, kept where that order keeps it. */
  logoPath: string | null
  /** The approved mockup of the quote the store started from. */
  mockupId: string | null
}

export type OpenedStore = { id: string; reference: string; linkToken: string }

/** Opens a store (public.open_team_store). */
export async function openTeamStore(opening: StoreOpening, now: Date): Promise<OpenedStore> {
  const { data, error } = await createAdminClient()
    .rpc('open_team_store', {
      p: {
        userId: opening.userId,
        teamName: opening.teamName,
        contactName: opening.contactName,
        contactEmail: opening.contactEmail,
        product: opening.item.product,
        design: opening.design,
        sizeField: opening.item.garment?.field ?? null,
        logoPath: opening.logoPath,
        mockupId: opening.mockupId,
        paymentProvider: opening.paymentProvider,
        priceCents: opening.item.priceCents,
        options: [...opening.item.options],
        markupCents: opening.item.markupCents,
        minPlayers: opening.minPlayers,
        shipsTo: opening.shipsTo,
        playerShippingCents: opening.playerShippingCents,
        closesAt: opening.closesAt.toISOString(),
        delivery: opening.delivery,
      },
      p_now: now.toISOString(),
    })
    .single()
  if (error) {
    if (error.hint === 'closes_at') throw new FieldRejection('closingDay', TEAM_STORE_ERRORS.laterDate)
    throw backendFailure(error, TEAM_STORE_ERRORS.notOpened)
  }
  return { id: data.id, reference: data.reference, linkToken: data.link_token }
}

/** The store behind a shared link, or null when there is none or its link is off. */
export async function readStoreByLink(linkToken: string): Promise<PublicStore | null> {
  if (!isStoreToken(linkToken)) return null
  const { data, error } = await createAdminClient().from('team_stores').select(PUBLIC_COLUMNS).eq('link_token', linkToken).eq('link_enabled', true).maybeSingle()
  if (error) throw backendFailure(error, TEAM_STORE_ERRORS.notFound)
  return data && publicStore(data)
}

/** A store the signed-in manager or staff member may act on, as players see it; null when it is not theirs (Row Level Security). */
export async function readManagedStore(id: string): Promise<PublicStore | null> {
  const { data, error } = await (await createSessionClient()).from('team_stores').select(PUBLIC_COLUMNS).eq('id', id).maybeSingle()
  if (error) throw backendFailure(error, TEAM_STORE_ERRORS.notFound)
  return data && publicStore(data)
}

/** The numbers players of the store hold or have paid for, in order. */
export async function takenNumbers(linkToken: string, now: Date): Promise<string[]> {
  const { data, error } = await createAdminClient().rpc('team_store_numbers', { p_link_token: linkToken, p_now: now.toISOString() })
  if (error) throw backendFailure(error, TEAM_STORE_ERRORS.notEntered)
  return data.map(({ number }) => number)
}

/** A player's entry, made: what they pay (the store's price, never a figure of theirs) and the token of their own link. */
export type MadeEntry = { entryId: string; storeId: string; amountCents: number; editToken: string }

/** Refusals of an entry that belong to one of the form's fields. */
function entryRefusal(error: { hint?: string | null }, number: string): FieldRejection | null {
  if (error.hint === 'number_taken') return new FieldRejection('number', numberTakenMessage(number))
  if (error.hint === 'email_limit') return new FieldRejection('email', TEAM_STORE_ERRORS.emailLimit)
  if (error.hint === 'closed') return new FieldRejection('name', TEAM_STORE_ERRORS.closed)
  if (error.hint === 'full') return new FieldRejection('name', TEAM_STORE_ERRORS.full)
  return null
}

/** Enters a player in the store behind `linkToken` (public.enter_team_store) with the items they take, their number held while they pay. */
export async function enterTeamStore(linkToken: string, entry: { player: Player; lines: EntryLine[]; delivery: Address | null; email: string }, now: Date): Promise<MadeEntry> {
  const { data, error } = await createAdminClient()
    .rpc('enter_team_store', {
      p_link_token: linkToken,
      p_player: entry.player,
      p_sizes: sizesByItem(entry.lines),
      p_options: optionsByItem(entry.lines),
      p_delivery: entry.delivery ?? undefined,
      p_email: entry.email,
      p_now: now.toISOString(),
      p_hold_minutes: TEAM_STORE_LIMITS.holdMinutes,
      p_max_per_email: TEAM_STORE_LIMITS.maxEntriesPerEmail,
    })
    .single()
  if (error) {
    if (error.code === 'P0002') throw new FieldRejection('name', TEAM_STORE_ERRORS.notFound)
    // The site checked the items against the store just before: they changed in between.
    if (error.hint === 'items' || error.hint === 'options') throw new FieldRejection('name', ITEM_MESSAGES.changed)
    throw entryRefusal(error, entry.player.number) ?? backendFailure(error, TEAM_STORE_ERRORS.notEntered)
  }
  return { entryId: data.entry_id, storeId: data.store_id, amountCents: data.amount_cents, editToken: data.edit_token }
}


/** A player's own entry, as their link shows it, with its items and its store. */
export type OwnEntry = {
  id: string
  status: EntryStatus
  player: Player
  lines: EntryLine[]
  delivery: Address | null
  /** Their parcel, once it shipped (a store shipped to each player). */
  parcel: Shipment | null
  email: string
  amountCents: number
  store: PublicStore & { linkToken: string }
}


/** The entry behind any of a player's own links, or null. */
export async function readEntryByToken(editToken: string): Promise<OwnEntry | null> {
  if (!isStoreToken(editToken)) return null
  const { data, error } = await createAdminClient()
    .from('team_store_entry_links')
    .select(`entry:team_store_entries!inner(id, status, player, email, amount_cents, shipped_at, ${LINE_COLUMNS}, store:team_stores!inner(${PUBLIC_COLUMNS}, link_token))`)
    .eq('token_hash', entryTokenHash(editToken))
    .maybeSingle()
  if (error) throw backendFailure(error, TEAM_STORE_ERRORS.notEntered)
  if (!data) return null
  const { entry } = data
  const [address, parcel] = await Promise.all([
    createAdminClient().from('team_store_entry_addresses').select('delivery').eq('entry_id', entry.id).maybeSingle(),
    createAdminClient().from('team_store_parcels').select('carrier, tracking_number').eq('entry_id', entry.id).maybeSingle(),
  ])
  const extraError = address.error ?? parcel.error
  if (extraError) throw backendFailure(extraError, TEAM_STORE_ERRORS.notEntered)
  return {
    id: entry.id,
    status: entry.status as EntryStatus,
    // The column's check holds it to a roster player's shape.
    player: entry.player as Player,
    lines: entry.lines.map(entryLine),
    delivery: entryAddress(address.data),
    parcel: parcelOf(parcel.data, entry.shipped_at),
    email: entry.email,
    amountCents: entry.amount_cents,
    store: { ...publicStore(entry.store), linkToken: entry.store.link_token },
  }
}

/** A player changes their own entry (public.change_team_store_entry) while the store is open: nameplate, number and their items' sizes. */
export async function changeOwnEntry(editToken: string, change: { player: Player; lines: EntryLine[]; delivery: Address | null }, now: Date): Promise<void> {
  const { error } = await createAdminClient().rpc('change_team_store_entry', {
    p_edit_token: editToken,
    p_player: change.player,
    p_sizes: sizesByItem(change.lines),
    p_delivery: change.delivery ?? undefined,
    p_now: now.toISOString(),
  })
  if (!error) return
  if (error.code === 'P0002') throw new FieldRejection('name', TEAM_STORE_ERRORS.notFound)
  throw entryRefusal(error, change.player.number) ?? backendFailure(error, TEAM_STORE_ERRORS.notEntered)
}

/** An order a store made: of one of its items, at closing or as a fill-in of late players. */
type StoreOrder = { id: string; reference: string; productName: string; itemId: string; option: string; status: string; players: number; payable: Payable }

/** A store on its manager's (or staff's) board, with every entry. */
export type StoreBoard = PublicStore & {
  linkToken: string
  linkEnabled: boolean
  contactName: string
  contactEmail: string
  delivery: Address
  entries: {
    id: string
    status: EntryStatus
    player: Player
    lines: EntryLine[]
    /** Where the player's parcel goes, when the store ships to players: staff's to read, none on the manager's board. */
    delivery: Address | null
    /** When their parcel went (a store shipped to players), for the manager too; how, staff's to read. */
    shippedAt: Date | null
    parcel: Shipment | null
    email: string
    amountCents: number
    createdAt: Date
    paidCents: number
    refundedCents: number
    /** Refunds owed and not made yet: on their way. */
    refundingCents: number
    /** Refunds the provider could not make after every try, for staff to have tried again or to make by hand. */
    failedRefunds: { id: string; amountCents: number }[]
  }[]
  /** The addresses invited, in the order they were, and when the manager last sent reminders. */
  invites: { email: string; invitedAt: Date; remindedAt: Date | null }[]
  remindedAt: Date | null
  /** The orders the store became at closing, one per item a player paid for, in the items' order. */
  orders: StoreOrder[]
  /** The late players' orders staff made after closing, oldest first. */
  fillIns: StoreOrder[]
}

/** What a payment's refunds in `status` add up to. */
const centsOf = (refunds: { status: string; amount_cents: number }[], status: 'pending' | 'succeeded') =>
  refunds.reduce((sum, refund) => sum + (refund.status === status ? refund.amount_cents : 0), 0)

const BOARD_COLUMNS = `${PUBLIC_COLUMNS}, link_token, link_enabled, contact_name, contact_email, delivery, reminded_at`
const ENTRY_COLUMNS = `id, status, player, email, amount_cents, created_at, shipped_at, ${LINE_COLUMNS}, payments:request_payments(amount_cents, status, refund:payment_refunds(id, amount_cents, status))`

/**
 * A store's board as the signed-in manager or staff member reads it: null when it is not theirs
 * (Row Level Security shows a manager their own stores only, staff every store). The entries are
 * a second read: lite takes the unique index on a store's numbers for a one-to-one relation.
 */
export async function readStoreBoard(id: string): Promise<StoreBoard | null> {
  const client = await createSessionClient()
  const [stores, entries, invites, orders] = await Promise.all([
    client.from('team_stores').select(BOARD_COLUMNS).eq('id', id).maybeSingle(),
    client.from('team_store_entries').select(ENTRY_COLUMNS).eq('store_id', id),
    client.from('team_store_invites').select('email, created_at, reminded_at').eq('store_id', id).order('created_at').order('email'),
    client.from('express_orders').select(`id, reference, product_name, player_count, team_store_item_id, team_store_option_key, team_store_fill_in, ${EXPRESS_PAYABLE_COLUMNS}`).eq('team_store_id', id).order('created_at'),
  ])
  const error = stores.error ?? entries.error ?? invites.error ?? orders.error
  if (error) throw backendFailure(error, TEAM_STORE_ERRORS.notChanged)
  const data = stores.data
  if (!data) return null
  // Row Level Security gives staff the players' addresses and parcels, and the manager none.
  const entryIds = (entries.data ?? []).map((entry) => entry.id)
  const [addresses, parcels] =
    data.ships_to === 'players'
      ? await Promise.all([
          client.from('team_store_entry_addresses').select('entry_id, delivery').in('entry_id', entryIds),
          client.from('team_store_parcels').select('entry_id, carrier, tracking_number').in('entry_id', entryIds),
        ])
      : [{ data: [], error: null }, { data: [], error: null }]
  const extraError = addresses.error ?? parcels.error
  if (extraError) throw backendFailure(extraError, TEAM_STORE_ERRORS.notChanged)
  return {
    ...publicStore(data),
    linkToken: data.link_token,
    linkEnabled: data.link_enabled,
    contactName: data.contact_name,
    contactEmail: data.contact_email,
    delivery: data.delivery as Address,
    entries: (entries.data ?? [])
      .map((entry) => {
        const succeeded = entry.payments.filter((payment) => payment.status === 'succeeded')
        const refunds = succeeded.flatMap((payment) => (payment.refund ? [payment.refund] : []))
        return {
          id: entry.id,
          status: entry.status as EntryStatus,
          player: entry.player as Player,
          lines: entry.lines.map(entryLine),
          delivery: entryAddress(addresses.data?.find((address) => address.entry_id === entry.id)),
          shippedAt: entry.shipped_at ? new Date(entry.shipped_at) : null,
          parcel: parcelOf(parcels.data?.find((parcel) => parcel.entry_id === entry.id), entry.shipped_at),
          email: entry.email,
          amountCents: entry.amount_cents,
          createdAt: new Date(entry.created_at),
          paidCents: succeeded.reduce((sum, payment) => sum + payment.amount_cents, 0),
          refundedCents: centsOf(refunds, 'succeeded'),
          refundingCents: centsOf(refunds, 'pending'),
          failedRefunds: refunds.filter((refund) => refund.status === 'failed').map((refund) => ({ id: refund.id, amountCents: refund.amount_cents })),
        }
      })
      .sort((a, b) => Number(a.player.number) - Number(b.player.number) || a.createdAt.getTime() - b.createdAt.getTime()),
    invites: (invites.data ?? []).map((invite) => ({
      email: invite.email,
      invitedAt: new Date(invite.created_at),
      remindedAt: invite.reminded_at ? new Date(invite.reminded_at) : null,
    })),
    remindedAt: data.reminded_at ? new Date(data.reminded_at) : null,
    ...storeOrders(publicStore(data).items, orders.data ?? []),
  }
}

type OrderRow = Parameters<typeof expressPayable>[0] & {
  id: string
  reference: string
  product_name: string
  status: string
  player_count: number
  team_store_item_id: string | null
  team_store_option_key: string | null
  team_store_fill_in: boolean
}

/** A store's orders, those it became (in its items' order) apart from the fill-ins (oldest first). */
function storeOrders(items: readonly StoreItem[], rows: readonly OrderRow[]): Pick<StoreBoard, 'orders' | 'fillIns'> {
  const order = (row: OrderRow): StoreOrder => ({
    id: row.id,
    reference: row.reference,
    productName: row.product_name,
    itemId: row.team_store_item_id ?? '',
    option: row.team_store_option_key ?? '',
    status: row.status,
    players: row.player_count,
    payable: expressPayable(row),
  })
  const position = (row: OrderRow) => items.findIndex((item) => item.id === row.team_store_item_id)
  return {
    orders: rows.filter((row) => !row.team_store_fill_in).sort((a, b) => position(a) - position(b)).map(order),
    fillIns: rows.filter((row) => row.team_store_fill_in).map(order),
  }
}

/** A store in its manager's list, with the names of what it offers in the store's order. */
export type StoreSummary = Pick<PublicStore, 'id' | 'reference' | 'status' | 'teamName' | 'closesAt' | 'minPlayers'> & { products: string[] }

/** The signed-in customer's stores, newest first (Row Level Security shows staff every store: the filter keeps their own). */
export async function listMyStores(): Promise<StoreSummary[]> {
  const user = await getCurrentUser()
  if (!user) return []
  const { data, error } = await (await createSessionClient())
    .from('team_stores')
    .select('id, reference, status, team_name, closes_at, min_players, items:team_store_items(product_name, position)')
    .eq('user_id', user.id)
    .order('created_at', { ascending: false })
    .order('position', { referencedTable: 'team_store_items' })
  if (error) throw backendFailure(error, TEAM_STORE_ERRORS.notChanged)
  return data.map((row) => ({
    id: row.id,
    reference: row.reference,
    status: row.status as StoreStatus,
    teamName: row.team_name,
    products: row.items.map((item) => item.product_name),
    closesAt: new Date(row.closes_at),
    minPlayers: row.min_players,
  }))
}

/** What the store's manager or staff do to an open store; the database checks who may. */
export type StoreChange =
  | { action: 'extend'; id: string; closesAt: Date }
  | { action: 'minimum'; id: string; minPlayers: number }
  | { action: 'close'; id: string; acceptBelowMinimum: boolean; note: string }
  | { action: 'cancel'; id: string; note: string }
  | { action: 'remove'; entryId: string }
  | { action: 'add-item'; id: string; item: NewStoreItem }
  | { action: 'remove-item'; itemId: string }
  | { action: 'invite'; id: string; emails: string[] }
  | { action: 'remind'; id: string }
  | { action: 'link'; id: string; enabled: boolean }
  | { action: 'retry-refund'; refundId: string }
  | { action: 'refunded-by-hand'; refundId: string; reference: string }

/** What a change did: the status a closing left the store in, or how many addresses were invited or reminded. */
export type StoreChangeResult = { storeStatus: StoreStatus | null; count: number | null }

async function storeChangeCall(change: StoreChange, at: string) {
  const client = await createSessionClient()
  switch (change.action) {
    case 'extend':
      return client.rpc('extend_team_store', { p_id: change.id, p_closes_at: change.closesAt.toISOString(), p_now: at })
    case 'minimum':
      return client.rpc('set_team_store_minimum', { p_id: change.id, p_min_players: change.minPlayers, p_now: at })
    case 'close':
      return client.rpc('close_team_store', { p_id: change.id, p_now: at, p_early: true, p_accept_below_minimum: change.acceptBelowMinimum, p_note: change.note })
    case 'cancel':
      return client.rpc('cancel_team_store', { p_id: change.id, p_now: at, p_note: change.note })
    case 'remove':
      return client.rpc('remove_team_store_entry', { p_entry_id: change.entryId })
    case 'add-item':
      // Its price is the server's: the signed-in manager or staff member only has to read the store (Row Level Security).
      if (!(await readManagedStore(change.id))) throw new FieldRejection('id', TEAM_STORE_ERRORS.notFound)
      return createAdminClient().rpc('add_team_store_item', { p_id: change.id, p_item: newItemParameter(change.item), p_now: at })
    case 'remove-item':
      return client.rpc('remove_team_store_item', { p_item_id: change.itemId, p_now: at })
    case 'invite':
      return client.rpc('invite_to_team_store', { p_id: change.id, p_emails: change.emails, p_now: at })
    case 'remind':
      return client.rpc('remind_team_store', { p_id: change.id, p_now: at })
    case 'link':
      return client.rpc('set_team_store_link', { p_id: change.id, p_enabled: change.enabled })
    case 'retry-refund':
      return client.rpc('retry_refund', { p_id: change.refundId })
    case 'refunded-by-hand':
      return client.rpc('record_refund_by_hand', { p_id: change.refundId, p_reference: change.reference })
  }
}

/** The database's refusals of a change to a store's items, by its hint. */
const ITEM_REFUSALS: Partial<Record<string, { field: 'productSlug' | 'itemId'; message: string }>> = {
  item_offered: { field: 'productSlug', message: ITEM_MESSAGES.offered },
  too_many_items: { field: 'productSlug', message: ITEM_MESSAGES.tooMany },
  required_after_entries: { field: 'productSlug', message: ITEM_MESSAGES.requiredAfterEntries },
  item_taken: { field: 'itemId', message: ITEM_MESSAGES.taken },
  first_item: { field: 'itemId', message: ITEM_MESSAGES.firstItem },
}

/** Makes a change as the signed-in manager or staff member. */
export async function changeStore(change: StoreChange, now: Date): Promise<StoreChangeResult> {
  const { data, error } = await storeChangeCall(change, now.toISOString())
  if (!error) return { storeStatus: change.action === 'close' ? (data as StoreStatus) : null, count: typeof data === 'number' ? data : null }
  if (error.hint === 'closed') throw new FieldRejection('id', TEAM_STORE_ERRORS.closed)
  if (error.hint === 'closes_at') throw new FieldRejection('closingDay', TEAM_STORE_ERRORS.laterDate)
  if (error.hint === 'too_many_invites') throw new FieldRejection('emails', INVITE_MESSAGES.storeFull)
  if (error.hint === 'reminded') throw new FieldRejection('id', TEAM_STORE_ERRORS.remindedToday)
  if (error.hint === 'not_failed') throw new FieldRejection('refundId', TEAM_STORE_ERRORS.refundNotFailed)
  const itemRefusal = error.hint ? ITEM_REFUSALS[error.hint] : undefined
  if (itemRefusal) throw new FieldRejection(itemRefusal.field, itemRefusal.message)
  throw backendFailure(error, TEAM_STORE_ERRORS.notChanged)
}

/** Sends the reminders due on their own, two days before each store closes (the site's job); answers how many went. */
export async function sendDueReminders(now: Date): Promise<number> {
  const { data, error } = await createAdminClient().rpc('send_due_team_store_reminders', { p_now: now.toISOString() })
  if (error) throw backendFailure(error, TEAM_STORE_ERRORS.notChanged)
  return data
}

/** Closes every open store whose day has come (the site's job); answers each closed store's outcome. */
export async function closeDueStores(now: Date): Promise<{ storeId: string; status: StoreStatus }[]> {
  const { data, error } = await createAdminClient().rpc('close_due_team_stores', { p_now: now.toISOString() })
  if (error) throw backendFailure(error, TEAM_STORE_ERRORS.notChanged)
  return data.map((row) => ({ storeId: row.store_id, status: row.status as StoreStatus }))
}

/** A refund owed, as the refund worker claims it: the payment's intent and how much goes back. */
export type DueRefund = { id: string; attempts: number; round: number; amountCents: number; provider: string; paymentReference: string }

/** Up to `limit` owed refunds, each held for `leaseSeconds` by this worker. */
export async function claimDueRefunds(limit: number, leaseSeconds: number): Promise<DueRefund[]> {
  const { data, error } = await createAdminClient().rpc('claim_refunds', { p_limit: limit, p_lease_seconds: leaseSeconds })
  if (error) throw backendFailure(error, TEAM_STORE_ERRORS.notChanged)
  return data.map((row) => ({ id: row.id, attempts: row.attempts, round: row.round, amountCents: row.amount_cents, provider: row.provider, paymentReference: row.provider_reference }))
}

/** Records how a claimed refund went: made (the provider's refund id), or failed, to try again at `retryAt` or never. */
export async function settleRefund(refund: DueRefund, outcome: { refundReference: string } | { error: string; retryAt: Date | null }): Promise<void> {
  const claim = { p_id: refund.id, p_attempts: refund.attempts }
  const { error } = await createAdminClient().rpc(
    'settle_refund',
    'refundReference' in outcome ? { ...claim, p_refund_reference: outcome.refundReference } : { ...claim, p_error: outcome.error, p_retry_at: outcome.retryAt?.toISOString() },
  )
  if (error) throw backendFailure(error, TEAM_STORE_ERRORS.notChanged)
}

/**
 * Staff add late players to one item of a store that became its orders (in one of its options, for
 * an item with options), each at its price and `surchargeCents` more (public.add_team_store_fill_in):
 * answers the fill-in order.
 */
export async function addFillIn(storeId: string, line: { itemId: string; option: string }, players: Player[], surchargeCents: number): Promise<{ id: string; reference: string }> {
  const { data, error } = await (await createSessionClient())
    .rpc('add_team_store_fill_in', { p_id: storeId, p_item_id: line.itemId, p_option_key: line.option || undefined, p_players: players, p_surcharge_cents: surchargeCents })
    .single()
  if (error) {
    if (error.hint === 'options') throw new FieldRejection('itemId', FILL_IN_MESSAGES.item)
    if (error.hint === 'number_taken') throw new FieldRejection('players', FILL_IN_MESSAGES.taken(/number (\d+) is taken/.exec(error.message)?.[1] ?? ''))
    if (error.hint === 'not_ordered') throw new FieldRejection('players', TEAM_STORE_ERRORS.notOrdered)
    throw backendFailure(error, TEAM_STORE_ERRORS.notChanged)
  }
  return { id: data.order_id, reference: data.reference }
}

/** What a store started from one of the manager's own orders takes of it: its product, team, design, logo and a quote's approved mockup. */
export type StoreStartingPoint = { reference: string; productSlug: string; teamName: string; design: StoreDesign | null; logoPath: string | null; mockupId: string | null }

/** The signed-in customer's quote request or express order a store starts from, or null when it is not theirs. */
export async function readStoreStartingPoint(from: RequestRef): Promise<StoreStartingPoint | null> {
  if (from.kind === 'quote') {
    const row = await readRequest('quote', from.id, 'reference, product_slug, team_name, design, logo_path')
    if (!row) return null
    const mockup = await latestApprovedMockup(from.id)
    // The column's check holds it to the quote design's shape (public.is_quote_design).
    return { reference: row.reference, productSlug: row.product_slug, teamName: row.team_name, design: row.design as StoreDesign, logoPath: row.logo_path, mockupId: mockup?.id ?? null }
  }
  const row = await readRequest('express', from.id, 'reference, product_slug, team_name, logo_path')
  return row && { reference: row.reference, productSlug: row.product_slug, teamName: row.team_name, design: null, logoPath: row.logo_path, mockupId: null }
}
