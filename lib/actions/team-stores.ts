'use server'

import { refresh } from 'next/cache'
import { after } from 'next/server'
import { redirect } from 'next/navigation'
import { deliverMailSoon } from '@/lib/commerce/mail-delivery'
import { correctParcelAddress, shipParcel } from '@/lib/commerce/staff/team-store-parcels'
import { addFillIn, changeOwnEntry, changeStore, enterTeamStore, type PublicStore, type StoreChange, openTeamStore, readEntryByToken, readManagedStore, readStoreByLink, readStoreStartingPoint } from '@/lib/commerce/team-stores'
import { getFreshOrderWizards } from '@/lib/content'
import { TEAM_STORE_ERRORS } from '@/lib/errors/catalogue'
import { FieldRejection } from '@/lib/forms/field-rejection'
import { publicPaymentConfig, startPayment } from '@/lib/payments/provider'
import type { PaymentStart } from '@/lib/payments/types'
import { routes } from '@/lib/routes'
import { enforceLimit, enforceLimits } from '@/lib/security/rate-limit'
import { DELIVERY_MESSAGES, entryDelivery, playerShippingCents } from '@/lib/team-stores/delivery'
import { describeItem, describeStore } from '@/lib/team-stores/describe'
import { entrant } from '@/lib/team-stores/fields'
import { entryLines, ITEM_MESSAGES, itemsKey, optionOf, type TypedItems } from '@/lib/team-stores/items'
import { FILL_IN_MESSAGES, lateRoster, lateSurchargeCents } from '@/lib/team-stores/fill-in'
import {
  parseAddressCorrectionForm,
  parseEntryForm,
  parseFillInForm,
  parseOpenStoreForm,
  parseOwnEntryForm,
  parseParcelForm,
  parseStoreChangeForm,
  type StoreChangeInput,
} from '@/lib/team-stores/forms.schema'
import { runTeamStoreJobs } from '@/lib/team-stores/jobs.server'
import { closingMoment } from '@/lib/team-stores/rules'
import { now } from '@/lib/time/clock'
import { validatedAction, validatedActionWithUser } from './validated-action'

/**
 * A signed-in manager opens a team store for a product: priced from the content as published now
 * (the product's express price, plus the team's mark-up), closing at the end of the chosen day;
 * from one of their own quote requests or express orders, with its design and logo.
 * The manager lands on the store's board, with the link to share.
 */
export const openTeamStoreAction = validatedActionWithUser(
  parseOpenStoreForm,
  async (input, user) => {
    await enforceLimit('teamStoresByAccount', { account: user.id })
    // Started from one of the manager's own orders: that order's product, its design's template and collar, and its logo.
    const starting = input.from && (await readStoreStartingPoint(input.from))
    if (input.from && (!starting || starting.productSlug !== input.productSlug)) throw new FieldRejection('productSlug', TEAM_STORE_ERRORS.notYourOrder)
    const content = await getFreshOrderWizards()
    const described = describeStore(input, content, starting ? starting.design : null)
    if (!described.ok) throw new FieldRejection(described.field, described.error)
    // Each player's parcel at the shop's price as published now; not offered while it has none.
    const shipping = input.shipsTo === 'players' ? playerShippingCents(content) : 0
    if (input.shipsTo === 'players' && shipping <= 0) throw new FieldRejection('shipsTo', DELIVERY_MESSAGES.notOffered)
    const store = await openTeamStore(
      {
        userId: user.id,
        teamName: input.teamName,
        contactName: input.contactName,
        contactEmail: input.contactEmail,
        item: { ...described.item, markupCents: input.markupCents },
        design: described.design,
        paymentProvider: publicPaymentConfig().provider,
        shipsTo: input.shipsTo,
        playerShippingCents: shipping,
        minPlayers: input.minPlayers,
        closesAt: closingMoment(input.closingDay),
        delivery: input.delivery,
        logoPath: starting ? starting.logoPath : null,
        mockupId: starting ? starting.mockupId : null,
      },
      now(),
    )
    redirect(routes.teamStoreBoard(store.id))
  },
)

/**
 * What an entry takes of `store`, as the player typed it: its items in their sizes, and its address
 * where the store ships to players; every field's problem refused at once.
 */
function entryChoices(store: Pick<PublicStore, 'items' | 'shipsTo'>, typed: TypedItems & { delivery: Readonly<Record<string, string>> }) {
  const chosen = entryLines(store.items, typed)
  const delivery = entryDelivery(store.shipsTo, typed.delivery)
  if ('errors' in chosen || 'errors' in delivery) throw FieldRejection.of({ ...('errors' in chosen && chosen.errors), ...('errors' in delivery && delivery.errors) })
  return { lines: chosen.lines, delivery: delivery.delivery }
}

/** What a player's entry answers: the payment their card confirms, and their own link's token. */
export type EnteredStore = { payment: PaymentStart; editToken: string; amountCents: number }

/**
 * A player enters the store behind its shared link (the form carries the link's token, the store's
 * only key) and starts paying their share: the entry holds their number while they pay, at the
 * store's price (never a figure from the browser); the provider's webhook marks it paid.
 */
export const enterTeamStoreAction = validatedAction(parseEntryForm, async (entry): Promise<EnteredStore> => {
  await enforceLimits(['teamStoreEntriesByIp', { ip: true }], ['teamStoreEntriesByEmail', { account: entry.email }])
  const store = await readStoreByLink(entry.store)
  if (!store) throw new FieldRejection('name', TEAM_STORE_ERRORS.notFound)
  if (entry.items !== itemsKey(store.items)) throw new FieldRejection('name', ITEM_MESSAGES.changed)
  const made = await enterTeamStore(entry.store, { player: entrant(entry), ...entryChoices(store, entry), email: entry.email }, now())
  const payment = await startPayment({
    request: { kind: 'store_entry', id: made.entryId },
    reference: store.reference,
    purpose: 'full',
    amountCents: made.amountCents,
    currency: 'usd',
    email: entry.email,
  })
  return { payment, editToken: made.editToken, amountCents: made.amountCents }
})

/**
 * The store's manager, or staff, change an open store from its board: add an item (at its price as
 * published now) or take off one nobody has, remove a wrong entry (its payment refunded), move the closing day later, close it now (staff may accept fewer players than
 * its minimum), cancel it (everyone refunded), invite players' addresses, or remind those who have
 * not ordered; staff also have a failed refund tried again, or record that they made it by hand.
 * The database checks who may, and when; the e-mails it wrote go out after the answer.
 */
export const changeTeamStoreAction = validatedActionWithUser(
  parseStoreChangeForm,
  async (change, user) => {
    await enforceLimit('teamStoreChangesByAccount', { account: user.id })
    if (change.action === 'invite' || change.action === 'remind') await enforceLimit('teamStoreInvitesByAccount', { account: user.id })
    const result = await changeStore(await storeChange(change), now())
    // The refunds a removal, closing, cancelling or a retry owes start at once, not at the job's next minute.
    if (change.action === 'remove' || change.action === 'close' || change.action === 'cancel' || change.action === 'retry-refund') after(runTeamStoreJobs)
    deliverMailSoon()
    refresh()
    return { action: change.action, ...result }
  },
)

/** A change as the form sent it, as the database takes it: a closing day as its moment, an item added with its product and price as published now. */
async function storeChange(change: StoreChangeInput): Promise<StoreChange> {
  if (change.action === 'extend') return { action: 'extend', id: change.id, closesAt: closingMoment(change.closingDay) }
  if (change.action !== 'add-item') return change
  const described = describeItem(change.productSlug, await getFreshOrderWizards(), change.offer)
  if (!described.ok) throw new FieldRejection(described.field, described.error)
  return { action: 'add-item', id: change.id, item: { ...described.item, markupCents: change.markup, required: change.required } }
}

/**
 * A player changes their own entry by its link (the form carries its token): nameplate, number and
 * the sizes of the items they took, while the store is open. The number is checked again under the store's lock.
 */
export const changeOwnEntryAction = validatedAction(parseOwnEntryForm, async (change) => {
  const entry = await readEntryByToken(change.entry)
  if (!entry) throw new FieldRejection('name', TEAM_STORE_ERRORS.notFound)
  await enforceLimit('teamStoreChangesByEntry', { account: entry.id })
  // The items stay those the entry paid for, in the options it paid for: only their sizes change.
  const paidFor = entry.store.items.flatMap((item) => entry.lines.filter((line) => line.itemId === item.id).map((line) => [item.position, line] as const))
  const take = Object.fromEntries(paidFor.map(([position]) => [position, 'on']))
  const option = Object.fromEntries(paidFor.map(([position, line]) => [position, line.option]))
  await changeOwnEntry(change.entry, { player: { ...entrant(change), captainPatch: entry.player.captainPatch }, ...entryChoices(entry.store, { ...change, take, option }) }, now())
  refresh()
  return { changedAt: Date.now() }
})

/**
 * Staff add players who missed a store, once it became its orders: one fill-in order of one of the
 * store's items, with its design and delivery, at the item's price and the late surcharge as published now,
 * awaiting the manager's payment; the manager is e-mailed how to pay it. The database checks that
 * staff send it and that no number is taken.
 */
export const addFillInAction = validatedActionWithUser(parseFillInForm, async (input, user) => {
  await enforceLimit('teamStoreChangesByAccount', { account: user.id })
  const store = await readManagedStore(input.id)
  if (!store) throw new FieldRejection('players', TEAM_STORE_ERRORS.notFound)
  const item = store.items.find((candidate) => candidate.id === input.itemId)
  if (!item || (item.options.length > 0) !== Boolean(optionOf(item, input.option))) throw new FieldRejection('itemId', FILL_IN_MESSAGES.item)
  const late = lateRoster(input.players, item.garment)
  if ('problem' in late) throw new FieldRejection('players', late.problem)
  const order = await addFillIn(store.id, { itemId: item.id, option: input.option }, late.players, lateSurchargeCents(await getFreshOrderWizards()))
  deliverMailSoon()
  refresh()
  return { reference: order.reference, players: late.players.length }
})

/**
 * Staff record a paid player's parcel as it goes, with its carrier and tracking number: the player
 * is e-mailed how to follow it, and each of the store's orders ships with the last parcel holding
 * its item. The database checks that staff send it, and that each parcel goes once.
 */
export const shipParcelAction = validatedActionWithUser(parseParcelForm, async ({ entryId, shipment }, user) => {
  await enforceLimit('backOfficeChangesByAccount', { account: user.id })
  const left = await shipParcel(entryId, shipment, now())
  deliverMailSoon()
  refresh()
  return { left }
})

/** Staff correct where a paid player's parcel goes, before it ships (the player asked the shop). */
export const correctParcelAddressAction = validatedActionWithUser(parseAddressCorrectionForm, async ({ entryId, delivery }, user) => {
  await enforceLimit('backOfficeChangesByAccount', { account: user.id })
  await correctParcelAddress(entryId, delivery)
  refresh()
  return { corrected: true as const }
})
