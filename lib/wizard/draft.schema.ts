// A wizard's draft as the browser keeps it, and a past order's answer to start a new one from:
// read in the browser (its scripts load with the wizard). What the server takes is ./submission.schema.
import { z } from 'zod'
import { ADDRESS_KEYS, type AddressKey } from '@/lib/checkout/fields'
import { MAX_PLAYERS } from '@/lib/roster/roster'
import { playerSchema } from '@/lib/roster/player.schema'
import { MAX_NOTES_LENGTH } from './details'
import { type ExpressDraft, type QuoteDraft, type ReorderSource, type WizardKind } from './draft'
import { storedTeamInfoSchema } from './team-info.schema'

const text = (max: number) => z.string().max(max)
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Please choose a color')

/** The design as the quote wizard keeps it, and as its submission is checked (./submission.schema). */
export const designSchema = z.object({
  templateId: text(120),
  primaryColor: hexColor,
  secondaryColor: hexColor,
  collarStyle: text(60),
  designNotes: text(MAX_NOTES_LENGTH),
})

export const detailsSchema = z.object({ estimatedQuantity: text(20), targetDate: text(20), additionalNotes: text(MAX_NOTES_LENGTH) })

/** A draft's common fields as kept in the browser: anything half-filled reads back, nothing malformed does. */
const draftBase = {
  productSlug: text(120),
  step: z.number().int().min(0).max(4),
  teamInfo: storedTeamInfoSchema,
  players: z.array(playerSchema).max(MAX_PLAYERS),
  logoNotes: text(MAX_NOTES_LENGTH),
  idempotencyKey: z.uuid(),
}

/** A delivery address as typed so far (none before the payment step, or in a draft kept before the wizard asked for one). */
const storedDeliverySchema = z.object(Object.fromEntries(ADDRESS_KEYS.map((key) => [key, text(300)])) as Record<AddressKey, z.ZodString>).optional()

const storedDraftSchemas = {
  quote: z.object({ ...draftBase, kind: z.literal('quote'), design: designSchema, details: detailsSchema }),
  express: z.object({ ...draftBase, kind: z.literal('express'), paymentType: z.enum(['deposit', 'full']), delivery: storedDeliverySchema }),
} satisfies Record<WizardKind, z.ZodType>

/** A draft read back from browser storage, or null when it is missing, corrupt or from another wizard. */
export function parseStoredDraft(kind: 'quote', stored: unknown): QuoteDraft | null
export function parseStoredDraft(kind: 'express', stored: unknown): ExpressDraft | null
export function parseStoredDraft(kind: WizardKind, stored: unknown): QuoteDraft | ExpressDraft | null {
  const result = storedDraftSchemas[kind].safeParse(stored)
  return result.success ? result.data : null
}

/** A past request as /api/reorder answers it: what a new order starts from. */
const reorderSourceSchema = z.object({
  reference: text(40),
  teamInfo: draftBase.teamInfo,
  players: draftBase.players,
  logoNotes: draftBase.logoNotes,
  hasLogo: z.boolean(),
  design: designSchema.nullable(),
})

/** The answer of /api/reorder, read as a new order's start; null when it is not one (a broken answer starts a fresh order). */
export function parseReorderSource(answer: unknown): ReorderSource | null {
  const result = reorderSourceSchema.safeParse(answer)
  return result.success ? result.data : null
}

