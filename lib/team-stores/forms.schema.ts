import { z } from 'zod'
import { addressSchema } from '@/lib/checkout/address.schema'
import { dollarsField } from '@/lib/forms/dollars.schema'
import { nestFields, parseForm, type FormInput } from '@/lib/forms/parse-form'
import { REFUND_REFERENCE_MESSAGES, TEAM_STORE_ERRORS } from '@/lib/errors/catalogue'
import { CARRIERS, shipmentErrors } from '@/lib/orders/shipping'
import { MAX_NAME_LENGTH } from '@/lib/roster/player'
import { requestRefOf } from '@/lib/orders/request-ref'
import { MAX_NOTES_LENGTH } from '@/lib/wizard/details'
import { cleanTeamInfo, emailProblem, TEAM_INFO_MAX, TEAM_INFO_MESSAGES, teamInfoErrors } from '@/lib/wizard/team-info'
import { ENTRY_FIELDS, FILL_IN_FIELDS, isStoreToken, MAX_ITEM_OPTIONS, MAX_STORE_ITEMS, OPEN_STORE_FIELDS, OWN_ENTRY_FIELDS, STORE_CHANGE_FIELDS } from './fields'
import { FILL_IN_MESSAGES, MAX_LATE_PLAYERS } from './fill-in'
import { now } from '@/lib/time/clock'
import { INVITE_MESSAGES, inviteList } from './invites'
import { DELIVERY_MESSAGES, SHIPS_TO } from './delivery'
import { ITEM_MESSAGES } from './items'
import { ADDRESS_CORRECTION_FIELDS, PARCEL_FIELDS, PARCEL_MESSAGES } from './parcels'
import { closingDayProblem, TEAM_STORE_LIMITS } from './rules'

const hexColor = z.string().trim().regex(/^#[0-9A-Fa-f]{6}$/, 'Please choose a colour')

/** The team's mark-up on an item, in dollars as typed: blank for none. */
const markup = z.string().transform((typed) => typed.trim() || '0').pipe(dollarsField('the mark-up', TEAM_STORE_LIMITS.maxMarkupCents))

/** An option's key as the content names it (a Sanity _key), as the database keeps it. */
const optionKey = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, ITEM_MESSAGES.optionsChanged)

/** The options the manager ticked for an item, by their keys: checked against the product's once the content is read (describeItem). */
const offered = z
  .record(z.string(), z.string())
  .default({})
  .transform((ticked) => [...new Set(Object.values(ticked).filter(Boolean))])
  .pipe(z.array(optionKey).max(MAX_ITEM_OPTIONS, ITEM_MESSAGES.optionsChanged))

/** The fewest paid players a store makes its order with, as the manager types it when opening the store or changing it. */
const minPlayers = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, 'Enter the smallest number of players, such as 10')
  .transform(Number)
  .refine((count) => count >= 1 && count <= TEAM_STORE_LIMITS.maxPlayers, `Enter from 1 to ${TEAM_STORE_LIMITS.maxPlayers} players`)

/** The manager's store as the server takes it: the team and contact by the wizards' rules, the closing day as `now` allows. */
const openStoreSchema = (now: Date) =>
  z
    .object({
      productSlug: z.string().trim().min(1, 'Please choose a product').max(120),
      offer: offered,
      teamName: z.string().max(TEAM_INFO_MAX.teamName, TEAM_INFO_MESSAGES.tooLong(TEAM_INFO_MAX.teamName)),
      contactName: z.string().max(TEAM_INFO_MAX.contactName, TEAM_INFO_MESSAGES.tooLong(TEAM_INFO_MAX.contactName)),
      contactEmail: z.string().max(TEAM_INFO_MAX.contactEmail, TEAM_INFO_MESSAGES.tooLong(TEAM_INFO_MAX.contactEmail)),
      primaryColor: hexColor,
      secondaryColor: hexColor,
      designNotes: z.string().trim().max(MAX_NOTES_LENGTH, `Please keep the design notes under ${MAX_NOTES_LENGTH.toLocaleString('en-US')} characters`),
      markup,
      minPlayers,
      closingDay: z.string().trim(),
      shipsTo: z.enum(SHIPS_TO, DELIVERY_MESSAGES.choose),
      fromKind: z.string().default(''),
      fromId: z.string().default(''),
      delivery: addressSchema,
    })
    .superRefine((store, context) => {
      const team = { teamName: store.teamName, league: '', contactName: store.contactName, contactEmail: store.contactEmail, contactPhone: '' }
      for (const [field, message] of Object.entries(teamInfoErrors(team))) context.addIssue({ code: 'custom', path: [field], message })
      const problem = closingDayProblem(store.closingDay, now)
      if (problem) context.addIssue({ code: 'custom', path: ['closingDay'], message: problem })
      if ((store.fromKind || store.fromId) && !requestRefOf(store.fromKind, store.fromId)) context.addIssue({ code: 'custom', path: ['productSlug'], message: TEAM_STORE_ERRORS.notYourOrder })
    })
    .transform(({ markup, closingDay, teamName, contactName, contactEmail, fromKind, fromId, offer, ...store }) => {
      const team = cleanTeamInfo({ teamName, league: '', contactName, contactEmail, contactPhone: '' })
      return { ...store, offered: offer, teamName: team.teamName, contactName: team.contactName, contactEmail: team.contactEmail, markupCents: markup, closingDay, from: requestRefOf(fromKind, fromId) }
    })

export type OpenStoreInput = z.output<ReturnType<typeof openStoreSchema>>

/** The manager's form, the closing day checked against `at` (the site's clock by default). */
export const parseOpenStoreForm = (input: FormInput, at: Date = now()) => parseForm(openStoreSchema(at), input, OPEN_STORE_FIELDS, { toInput: nestFields })

const linkToken = z.string().refine(isStoreToken, TEAM_STORE_ERRORS.notFound)
const name = z.string().trim().min(1, 'Please enter the name for the nameplate').max(MAX_NAME_LENGTH, `Nameplates can be at most ${MAX_NAME_LENGTH} characters`)
const number = z.string().trim().regex(/^[0-9]{1,3}$/, 'Please enter a number of up to 3 digits')
// Per item position: checked against the store's own items once the store is read (entryLines).
const perItem = z.record(z.string(), z.string().max(10, 'Please choose a size from the list'))
const addressTyped = z.record(z.string(), z.string().max(300, 'Please keep each line of the address under 300 characters'))

/** A player's entry as the server takes it: the store's link, nameplate, number of up to three digits, the items and sizes, and an e-mail. */
const entrySchema = z.object({
  store: linkToken,
  items: z.string().max(MAX_STORE_ITEMS * 40, ITEM_MESSAGES.changed),
  name,
  number,
  take: perItem,
  size: perItem,
  // Per item position, the key of the option chosen (a content key, as optionKey).
  option: z.record(z.string(), z.string().max(64, ITEM_MESSAGES.changed)),
  // The player's address, checked once the store is read (entryDelivery): only a store shipped to players takes one.
  delivery: addressTyped,
  email: z
    .string()
    .superRefine((email, context) => {
      const message = emailProblem(email)
      if (message) context.addIssue({ code: 'custom', message })
    })
    .transform((email) => email.trim()),
})

export const parseEntryForm = (input: FormInput) => parseForm(entrySchema, input, ENTRY_FIELDS)

/** A player's change to their own entry, by its link. */
const ownEntrySchema = z.object({ entry: linkToken, name, number, size: perItem, delivery: addressTyped })

export const parseOwnEntryForm = (input: FormInput) => parseForm(ownEntrySchema, input, OWN_ENTRY_FIELDS)

const RELOAD = 'This store could not be identified. Reload the page.'
const note = z.string().trim().max(2000, 'Please keep the note under 2,000 characters')

/** A change to a store from its board; the database checks who may make it, and when. */
const storeChangeSchema = (now: Date) =>
  z.discriminatedUnion('action', [
    z.object({
      action: z.literal('extend'),
      id: z.uuid(RELOAD),
      closingDay: z
        .string()
        .trim()
        .superRefine((day, context) => {
          const problem = closingDayProblem(day, now)
          if (problem) context.addIssue({ code: 'custom', message: problem })
        }),
    }),
    z.object({ action: z.literal('minimum'), id: z.uuid(RELOAD), minPlayers }),
    z.object({ action: z.literal('close'), id: z.uuid(RELOAD), note, acceptBelowMinimum: z.literal(false).default(false) }),
    z.object({ action: z.literal('accept'), id: z.uuid(RELOAD), note }).transform(({ id, note: text }) => ({ action: 'close' as const, id, note: text, acceptBelowMinimum: true })),
    z.object({ action: z.literal('cancel'), id: z.uuid(RELOAD), note }),
    z.object({ action: z.literal('remove'), entryId: z.uuid(RELOAD) }),
    z.object({
      action: z.literal('add-item'),
      id: z.uuid(RELOAD),
      productSlug: z.string().trim().min(1, 'Please choose a product').max(120),
      offer: offered,
      markup,
      required: z.string().transform((typed) => typed === 'on'),
    }),
    z.object({ action: z.literal('remove-item'), itemId: z.uuid(RELOAD) }),
    z.object({
      action: z.literal('invite'),
      id: z.uuid(RELOAD),
      emails: z
        .string()
        .max(TEAM_STORE_LIMITS.maxInvitesAtOnce * 300, INVITE_MESSAGES.tooMany)
        .transform((typed, context) => {
          const list = inviteList(typed)
          if ('emails' in list) return list.emails
          context.addIssue({ code: 'custom', message: list.problem })
          return z.NEVER
        }),
    }),
    z.object({ action: z.literal('remind'), id: z.uuid(RELOAD) }),
    z.object({ action: z.enum(['link-off', 'link-on']), id: z.uuid(RELOAD) }).transform(({ action, id }) => ({ action: 'link' as const, id, enabled: action === 'link-on' })),
    z.object({ action: z.literal('retry-refund'), refundId: z.uuid(RELOAD) }),
    z.object({
      action: z.literal('refunded-by-hand'),
      refundId: z.uuid(RELOAD),
      reference: z.string().trim().min(1, REFUND_REFERENCE_MESSAGES.missing).max(255, REFUND_REFERENCE_MESSAGES.tooLong),
    }),
  ], { error: RELOAD })

export type StoreChangeInput = z.output<ReturnType<typeof storeChangeSchema>>

/** A change from a store's board, a new closing day checked against `at` (the site's clock by default). */
export const parseStoreChangeForm = (input: FormInput, at: Date = now()) => parseForm(storeChangeSchema(at), input, STORE_CHANGE_FIELDS)

/** Staff's late players for a store: checked against its garment once the store is read (lateRoster). */
const fillInSchema = z
  .object({
    id: z.uuid(RELOAD),
    // The item, and its option for an item with options, in one value (fillInChoice).
    itemId: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(:[A-Za-z0-9_-]{1,64})?$/i, FILL_IN_MESSAGES.item),
    players: z.string().trim().min(1, FILL_IN_MESSAGES.none).max(MAX_LATE_PLAYERS * 80, FILL_IN_MESSAGES.tooMany),
  })
  .transform(({ itemId, ...fillIn }) => ({ ...fillIn, itemId: itemId.slice(0, 36), option: itemId.slice(37) }))

export const parseFillInForm = (input: FormInput) => parseForm(fillInSchema, input, FILL_IN_FIELDS)

/** A player's parcel as staff record it: the carrier from the list and its tracking number. */
const parcelSchema = z
  .object({
    entryId: z.uuid(PARCEL_MESSAGES.reload),
    carrier: z.string().max(40),
    trackingNumber: z.string().trim().max(200),
  })
  .superRefine((parcel, context) => {
    for (const [field, message] of Object.entries(shipmentErrors(parcel))) context.addIssue({ code: 'custom', path: [field], message })
  })
  .transform(({ entryId, carrier, trackingNumber }) => ({ entryId, shipment: { carrier: carrier as (typeof CARRIERS)[number]['value'], trackingNumber } }))

export const parseParcelForm = (input: FormInput) => parseForm(parcelSchema, input, PARCEL_FIELDS)

/** Where a player's parcel goes instead, as staff correct it. */
const addressCorrectionSchema = z.object({ entryId: z.uuid(PARCEL_MESSAGES.reload), delivery: addressSchema })

export const parseAddressCorrectionForm = (input: FormInput) => parseForm(addressCorrectionSchema, input, ADDRESS_CORRECTION_FIELDS, { toInput: nestFields })
