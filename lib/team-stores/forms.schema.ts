import { z } from 'zod'
import { addressSchema } from '@/lib/checkout/address.schema'
import { dollarsField } from '@/lib/forms/dollars.schema'
import { nestFields, parseForm, type FormInput } from '@/lib/forms/parse-form'
import { emptyPlayer, MAX_NAME_LENGTH } from '@/lib/roster/player'
import { MAX_NOTES_LENGTH } from '@/lib/wizard/details'
import { cleanTeamInfo, emailProblem, TEAM_INFO_MAX, TEAM_INFO_MESSAGES, teamInfoErrors } from '@/lib/wizard/team-info'
import { ENTRY_FIELDS, OPEN_STORE_FIELDS, STORE_CHANGE_FIELDS, type Garment } from './fields'
import { closingDayProblem, closingMoment, TEAM_STORE_LIMITS } from './rules'

const hexColor = z.string().trim().regex(/^#[0-9A-Fa-f]{6}$/, 'Please choose a colour')

/** The manager's store as the server takes it: the team and contact by the wizards' rules, the closing day as `now` allows. */
const openStoreSchema = (now: Date) =>
  z
    .object({
      productSlug: z.string().trim().min(1, 'Please choose a product').max(120),
      teamName: z.string().max(TEAM_INFO_MAX.teamName, TEAM_INFO_MESSAGES.tooLong(TEAM_INFO_MAX.teamName)),
      contactName: z.string().max(TEAM_INFO_MAX.contactName, TEAM_INFO_MESSAGES.tooLong(TEAM_INFO_MAX.contactName)),
      contactEmail: z.string().max(TEAM_INFO_MAX.contactEmail, TEAM_INFO_MESSAGES.tooLong(TEAM_INFO_MAX.contactEmail)),
      primaryColor: hexColor,
      secondaryColor: hexColor,
      designNotes: z.string().trim().max(MAX_NOTES_LENGTH, `Please keep the design notes under ${MAX_NOTES_LENGTH.toLocaleString('en-US')} characters`),
      // Blank for none.
      markup: z.string().transform((typed) => typed.trim() || '0').pipe(dollarsField('the mark-up', TEAM_STORE_LIMITS.maxMarkupCents)),
      minPlayers: z
        .string()
        .trim()
        .regex(/^\d{1,3}$/, 'Enter the smallest number of players, such as 10')
        .transform(Number)
        .refine((count) => count >= 1 && count <= TEAM_STORE_LIMITS.maxPlayers, `Enter from 1 to ${TEAM_STORE_LIMITS.maxPlayers} players`),
      closingDay: z.string().trim(),
      delivery: addressSchema,
    })
    .superRefine((store, context) => {
      const team = { teamName: store.teamName, league: '', contactName: store.contactName, contactEmail: store.contactEmail, contactPhone: '' }
      for (const [field, message] of Object.entries(teamInfoErrors(team))) context.addIssue({ code: 'custom', path: [field], message })
      const problem = closingDayProblem(store.closingDay, now)
      if (problem) context.addIssue({ code: 'custom', path: ['closingDay'], message: problem })
    })
    .transform(({ markup, closingDay, teamName, contactName, contactEmail, ...store }) => {
      const team = cleanTeamInfo({ teamName, league: '', contactName, contactEmail, contactPhone: '' })
      return { ...store, teamName: team.teamName, contactName: team.contactName, contactEmail: team.contactEmail, markupCents: markup, closingDay, closesAt: closingMoment(closingDay) }
    })

export type OpenStoreInput = z.output<ReturnType<typeof openStoreSchema>>

export const parseOpenStoreForm = (input: FormInput, now: Date) => parseForm(openStoreSchema(now), input, OPEN_STORE_FIELDS, { toInput: nestFields })

/** A player's entry for a product needing `garment`'s size (none for a bag): a roster player with a number always. */
const entrySchema = (garment: Garment | null) =>
  z
    .object({
      name: z.string().trim().min(1, 'Please enter the name for the nameplate').max(MAX_NAME_LENGTH, `Nameplates can be at most ${MAX_NAME_LENGTH} characters`),
      number: z.string().trim().regex(/^[0-9]{1,3}$/, 'Please enter a number of up to 3 digits'),
      size: garment
        ? z.string().refine((size) => garment.sizes.some((choice) => choice.value === size), `Please choose a ${garment.label.toLowerCase()}`)
        : z.string().transform(() => ''),
      email: z.string().superRefine((email, context) => {
        const message = emailProblem(email)
        if (message) context.addIssue({ code: 'custom', message })
      }),
    })
    .transform(({ name, number, size, email }) => ({
      player: { ...emptyPlayer(), name, number, ...(garment ? { [garment.field]: size } : {}) },
      email: email.trim(),
    }))

export type EntryInput = z.output<ReturnType<typeof entrySchema>>

export const parseEntryForm = (input: FormInput, garment: Garment | null) => parseForm(entrySchema(garment), input, ENTRY_FIELDS)

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
        })
        .transform(closingMoment),
    }).transform(({ closingDay, ...change }) => ({ ...change, closesAt: closingDay })),
    z.object({ action: z.literal('close'), id: z.uuid(RELOAD), note, acceptBelowMinimum: z.literal(false).default(false) }),
    z.object({ action: z.literal('accept'), id: z.uuid(RELOAD), note }).transform(({ id, note: text }) => ({ action: 'close' as const, id, note: text, acceptBelowMinimum: true })),
    z.object({ action: z.literal('cancel'), id: z.uuid(RELOAD), note }),
    z.object({ action: z.literal('remove'), entryId: z.uuid(RELOAD) }),
  ], { error: RELOAD })

export const parseStoreChangeForm = (input: FormInput, now: Date) => parseForm(storeChangeSchema(now), input, STORE_CHANGE_FIELDS)
