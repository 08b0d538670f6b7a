'use server'

import { refresh } from 'next/cache'
import { after } from 'next/server'
import { redirect } from 'next/navigation'
import { deliverMailSoon } from '@/lib/commerce/mail-delivery'
import { addFillIn, changeOwnEntry, changeStore, enterTeamStore, openTeamStore, readEntryByToken, readManagedStore, readStoreByLink, readStoreStartingPoint } from '@/lib/commerce/team-stores'
import { getFreshOrderWizards } from '@/lib/content'
import { TEAM_STORE_ERRORS } from '@/lib/errors/catalogue'
import { FieldRejection } from '@/lib/forms/field-rejection'
import { publicPaymentConfig, startPayment } from '@/lib/payments/provider'
import type { PaymentStart } from '@/lib/payments/types'
import { routes } from '@/lib/routes'
import { enforceLimit, enforceLimits } from '@/lib/security/rate-limit'
import { describeStore } from '@/lib/team-stores/describe'
import { entryPlayer } from '@/lib/team-stores/fields'
import { lateRoster, lateSurchargeCents } from '@/lib/team-stores/fill-in'
import { parseEntryForm, parseFillInForm, parseOpenStoreForm, parseOwnEntryForm, parseStoreChangeForm } from '@/lib/team-stores/forms.schema'
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
    const described = describeStore(input, await getFreshOrderWizards(), starting ? starting.design : null)
    if (!described.ok) throw new FieldRejection('productSlug', described.error)
    const store = await openTeamStore(
      {
        userId: user.id,
        teamName: input.teamName,
        contactName: input.contactName,
        contactEmail: input.contactEmail,
        product: described.product,
        design: described.design,
        garment: described.garment,
        paymentProvider: publicPaymentConfig().provider,
        pricePerPlayerCents: described.pricePerPlayerCents,
        markupCents: input.markupCents,
        minPlayers: input.minPlayers,
        closesAt: closingMoment(input.closingDay),
        delivery: input.delivery,
        logoPath: starting ? starting.logoPath : null,
      },
      now(),
    )
    redirect(routes.teamStoreBoard(store.id))
  },
)

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
  const player = entryPlayer(entry, store.garment)
  if (typeof player === 'string') throw new FieldRejection('size', player)
  const made = await enterTeamStore(entry.store, { player, email: entry.email }, now())
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
 * The store's manager, or staff, change an open store from its board: remove a wrong entry (its
 * payment refunded), move the closing day later, close it now (staff may accept fewer players than
 * its minimum), cancel it (everyone refunded), invite players' addresses, or remind those who have
 * not ordered; staff also have a failed refund tried again, or record that they made it by hand.
 * The database checks who may, and when; the e-mails it wrote go out after the answer.
 */
export const changeTeamStoreAction = validatedActionWithUser(
  parseStoreChangeForm,
  async (change, user) => {
    await enforceLimit('teamStoreChangesByAccount', { account: user.id })
    if (change.action === 'invite' || change.action === 'remind') await enforceLimit('teamStoreInvitesByAccount', { account: user.id })
    const result = await changeStore(change.action === 'extend' ? { action: 'extend', id: change.id, closesAt: closingMoment(change.closingDay) } : change, now())
    // The refunds a removal, closing, cancelling or a retry owes start at once, not at the job's next minute.
    if (change.action === 'remove' || change.action === 'close' || change.action === 'cancel' || change.action === 'retry-refund') after(runTeamStoreJobs)
    deliverMailSoon()
    refresh()
    return { action: change.action, ...result }
  },
)

/**
 * A player changes their own entry by its link (the form carries its token): nameplate, number and
 * size, while the store is open. The number is checked again under the store's lock.
 */
export const changeOwnEntryAction = validatedAction(parseOwnEntryForm, async (change) => {
  const entry = await readEntryByToken(change.entry)
  if (!entry) throw new FieldRejection('name', TEAM_STORE_ERRORS.notFound)
  await enforceLimit('teamStoreChangesByEntry', { account: entry.id })
  const player = entryPlayer(change, entry.store.garment)
  if (typeof player === 'string') throw new FieldRejection('size', player)
  await changeOwnEntry(change.entry, { ...player, captainPatch: entry.player.captainPatch }, now())
  refresh()
  return { changedAt: Date.now() }
})

/**
 * Staff add players who missed a store, once it became its order: one fill-in order of the store's
 * product, design and delivery at its price per player and the late surcharge as published now,
 * awaiting the manager's payment; the manager is e-mailed how to pay it. The database checks that
 * staff send it and that no number is taken.
 */
export const addFillInAction = validatedActionWithUser(parseFillInForm, async (input, user) => {
  await enforceLimit('teamStoreChangesByAccount', { account: user.id })
  const store = await readManagedStore(input.id)
  if (!store) throw new FieldRejection('players', TEAM_STORE_ERRORS.notFound)
  const late = lateRoster(input.players, store.garment)
  if ('problem' in late) throw new FieldRejection('players', late.problem)
  const order = await addFillIn(store.id, late.players, lateSurchargeCents(await getFreshOrderWizards()))
  deliverMailSoon()
  refresh()
  return { reference: order.reference, players: late.players.length }
})
