// What a wizard's server action takes: the whole draft checked again, every rule the server's. Server
// only (the delivery address's rules come with it): the browser reads drafts with ./draft.schema.
import { z } from 'zod'
import { addressSchema } from '@/lib/checkout/address.schema'
import type { FormInput, ParsedForm } from '@/lib/forms/parse-form'
import { storableDeep } from '@/lib/forms/storable-text'
import { submittedRosterSchema } from '@/lib/roster/roster.schema'
import { detailsErrors, MAX_NOTES_LENGTH, parseEstimatedQuantity } from './details'
import { designSchema, detailsSchema } from './draft.schema'
import { DRAFT_FIELD, WIZARD_STEPS, type StepId, type WizardKind } from './draft'
import { teamInfoSchema } from './team-info.schema'

const text = (max: number) => z.string().max(max)

const submissionBase = {
  productSlug: z.string().trim().min(1, 'Please choose a product').max(120),
  teamInfo: teamInfoSchema,
  players: submittedRosterSchema,
  logoNotes: text(MAX_NOTES_LENGTH).transform((notes) => notes.trim()),
  idempotencyKey: z.uuid('Please start the order again'),
}

/**
 * A quote request as the server takes it. `today` is the earliest in-hands date accepted: the
 * server passes yesterday's UTC date, so a team whose own calendar is behind UTC is not refused.
 */
export const quoteSubmissionSchema = (today: string) =>
  z.object({
    ...submissionBase,
    design: designSchema.transform((design) => ({ ...design, designNotes: design.designNotes.trim() })),
    details: detailsSchema
      .superRefine((details, context) => {
        for (const [field, message] of Object.entries(detailsErrors(details, today))) context.addIssue({ code: 'custom', path: [field], message })
      })
      .transform((details) => ({
        estimatedQuantity: parseEstimatedQuantity(details.estimatedQuantity),
        targetDate: details.targetDate.trim() || null,
        notes: details.additionalNotes.trim(),
      })),
  })

export const expressSubmissionSchema = z.object({
  ...submissionBase,
  paymentType: z.enum(['deposit', 'full'], 'Please choose to pay a deposit or in full'),
  delivery: addressSchema,
})

export type QuoteSubmissionInput = z.output<ReturnType<typeof quoteSubmissionSchema>>
export type ExpressSubmissionInput = z.output<typeof expressSubmissionSchema>

/** When the whole submission is unreadable (not JSON, not an object). */
const UNREADABLE_SUBMISSION = 'Your order could not be read. Please check each step and try again.'

/** Which step each part of a submission is typed on, so a refusal sends the team back to it. */
const STEP_OF_FIELD: Record<string, StepId> = {
  productSlug: 'team',
  teamInfo: 'team',
  idempotencyKey: 'team',
  design: 'design',
  players: 'roster',
  details: 'details',
  paymentType: 'payment',
  delivery: 'payment',
}

/** The logo is picked, with its notes, on the express wizard's logo step and on the quote wizard's design step. */
const LOGO_STEP: Record<WizardKind, StepId> = { quote: 'design', express: 'logo' }

/**
 * Reads a wizard's submission: the draft's JSON checked by the wizard's schema. A refusal carries
 * the first problem per step (the wizard still holds everything the team typed, so no values).
 */
export function parseWizardSubmission<S extends z.ZodType>(kind: WizardKind, schema: S, input: FormInput): ParsedForm<z.output<S>, StepId> {
  const values = Object.fromEntries(WIZARD_STEPS[kind].map((step) => [step.id, ''])) as Record<StepId, string>
  const raw = input instanceof FormData ? input.get(DRAFT_FIELD) : input[DRAFT_FIELD]
  let draft: unknown = null
  try {
    draft = typeof raw === 'string' ? JSON.parse(raw) : null
  } catch {
    // Not JSON: reported below like any other malformed draft.
  }
  const result = schema.safeParse(storableDeep(draft))
  if (result.success) return { ok: true, data: result.data, values }
  const errors: Partial<Record<StepId, string>> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0])
    const step = field === 'logoNotes' ? LOGO_STEP[kind] : (STEP_OF_FIELD[field] ?? 'team')
    errors[step] ??= issue.path.length > 0 ? issue.message : UNREADABLE_SUBMISSION
  }
  return { ok: false, errors, values }
}
