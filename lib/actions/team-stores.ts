'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import { changeOwnEntry, changeStore, enterTeamStore, openTeamStore, readEntryByToken, readStoreByLink } from '@/lib/commerce/team-stores'
import { getFreshOrderWizards } from '@/lib/content'
import { reportBackendError } from '@/lib/errors/backend'
import { TEAM_STORE_ERRORS } from '@/lib/errors/catalogue'
import { FieldRejection } from '@/lib/forms/field-rejection'
import { rejected, type FormAction } from '@/lib/forms/form-state'
import { readFields } from '@/lib/forms/parse-form'
import { publicPaymentConfig, startPayment } from '@/lib/payments/provider'
import type { PaymentStart } from '@/lib/payments/types'
import { routes } from '@/lib/routes'
import { enforceLimit, enforceLimits } from '@/lib/security/rate-limit'
import { describeStore } from '@/lib/team-stores/describe'
import { ENTRY_FIELDS, type EntryField } from '@/lib/team-stores/fields'
import { parseEntryForm, parseOpenStoreForm, parseStoreChangeForm } from '@/lib/team-stores/forms.schema'
import { now } from '@/lib/time/clock'
import { validatedAction, validatedActionWithUser } from './validated-action'

/**
 * A signed-in manager opens a team store for a product: priced from the content as published now
 * (the product's express price, plus the team's mark-up), closing at the end of the chosen day.
 * The manager lands on the store's board, with the link to share.
 */
export const openTeamStoreAction = validatedActionWithUser(
  (input) => parseOpenStoreForm(input, now()),
  async (input, user) => {
    await enforceLimit('teamStoresByAccount', { account: user.id })
    const described = describeStore(input, await getFreshOrderWizards())
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
        closesAt: input.closesAt,
        delivery: input.delivery,
      },
      now(),
    )
    redirect(routes.teamStoreBoard(store.id))
  },
)

/** What a player's entry answers: the payment their card confirms, and their own link's token. */
export type EnteredStore = { payment: PaymentStart; editToken: string; amountCents: number }

/**
 * A player enters the store behind its shared link (bound by the page: the link is the store's
 * only key) and starts paying their share: the entry holds their number while they pay, at the
 * store's price (never a figure from the browser); the provider's webhook marks it paid.
 */
export async function enterTeamStoreAction(linkToken: string, ...[previous, form]: Parameters<FormAction<EntryField, EnteredStore>>): ReturnType<FormAction<EntryField, EnteredStore>> {
  let store
  try {
    store = await readStoreByLink(linkToken)
  } catch (error) {
    return rejected({}, readFields(form, ENTRY_FIELDS), reportBackendError(error).message)
  }
  if (!store) return rejected({}, readFields(form, ENTRY_FIELDS), TEAM_STORE_ERRORS.notFound)
  const enter = validatedAction(
    (input) => parseEntryForm(input, store.garment),
    async (entry): Promise<EnteredStore> => {
      await enforceLimits(['teamStoreEntriesByIp', { ip: true }], ['teamStoreEntriesByEmail', { account: entry.email }])
      const made = await enterTeamStore(linkToken, entry, now())
      const payment = await startPayment({
        request: { kind: 'store_entry', id: made.entryId },
        reference: store.reference,
        purpose: 'full',
        amountCents: made.amountCents,
        currency: 'usd',
        email: entry.email,
      })
      return { payment, editToken: made.editToken, amountCents: made.amountCents }
    },
  )
  return enter(previous, form)
}

/**
 * The store's manager, or staff, change an open store from its board: remove a wrong entry (its
 * payment refunded), move the closing day later, close it now (staff may accept fewer players than
 * its minimum), or cancel it (everyone refunded). The database checks who may, and when.
 */
export const changeTeamStoreAction = validatedActionWithUser(
  (input) => parseStoreChangeForm(input, now()),
  async (change, user) => {
    await enforceLimit('teamStoreChangesByAccount', { account: user.id })
    const status = await changeStore(change, now())
    refresh()
    return { action: change.action, status }
  },
)

/**
 * A player changes their own entry by its link (bound by the page): nameplate, number and size,
 * while the store is open. The number is checked again under the store's lock.
 */
export async function changeOwnEntryAction(editToken: string, ...[previous, form]: Parameters<FormAction<EntryField, { changedAt: number }>>): ReturnType<FormAction<EntryField, { changedAt: number }>> {
  let entry
  try {
    entry = await readEntryByToken(editToken)
  } catch (error) {
    return rejected({}, readFields(form, ENTRY_FIELDS), reportBackendError(error).message)
  }
  if (!entry) return rejected({}, readFields(form, ENTRY_FIELDS), TEAM_STORE_ERRORS.notFound)
  const found = entry
  const change = validatedAction(
    // The form sends the entry's e-mail back as it is: it is checked, and never changed here.
    (input) => parseEntryForm(input, found.store.garment),
    async ({ player }) => {
      await enforceLimit('teamStoreChangesByEntry', { account: found.id })
      await changeOwnEntry(editToken, { ...player, captainPatch: found.player.captainPatch }, now())
      refresh()
      return { changedAt: Date.now() }
    },
  )
  return change(previous, form)
}
