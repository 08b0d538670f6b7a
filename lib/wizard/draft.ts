// What each order wizard holds while a team fills it in, and its steps. Client-safe: no validation
// library (./draft.schema checks a draft read back from storage or sent to the server).
import type { AddressInput } from '@/lib/checkout/fields'
import { capitalise } from '@/lib/format/text'
import type { PaymentStart } from '@/lib/payments/types'
import type { PaymentType } from '@/lib/pricing/express'
import type { Player } from '@/lib/roster/player'
import { EMPTY_TEAM_INFO, type TeamInfo } from './team-info'

export const WIZARD_KINDS = ['quote', 'express'] as const
export type WizardKind = (typeof WIZARD_KINDS)[number]

/** The design a quote starts from: a template (or none), colours, collar, notes. */
export type DesignInfo = {
  /** The chosen jersey template's document id, or '' to start from the product alone. */
  templateId: string
  primaryColor: string
  secondaryColor: string
  /** The chosen collar style's key (site settings' collar styles), or '' for "let the designers choose". */
  collarStyle: string
  designNotes: string
}

/** The quote's order details step; the quantity stays text while typed so a half-typed value is kept. */
export type OrderDetails = {
  estimatedQuantity: string
  /** YYYY-MM-DD, or '' when the team has no date yet. */
  targetDate: string
  additionalNotes: string
}

type DraftBase = {
  productSlug: string
  /** 0-based index of the step on screen. */
  step: number
  teamInfo: TeamInfo
  players: Player[]
  logoNotes: string
  /** One per draft: a submit sent twice stores one request. */
  idempotencyKey: string
}

export type QuoteDraft = DraftBase & { kind: 'quote'; design: DesignInfo; details: OrderDetails }
/**
 * An express order is paid in the wizard, so it says there where it goes (who receives it, and the
 * address): none until the payment step opens, which starts it (with its rules, out of the first scripts).
 */
export type ExpressDraft = DraftBase & { kind: 'express'; paymentType: PaymentType; delivery?: AddressInput }
export type WizardDraft = QuoteDraft | ExpressDraft

/** Colours a design starts with before the team picks its own (the shop's navy and sky blue). */
export const DEFAULT_COLORS = { primaryColor: '#003360', secondaryColor: '#00A0DF' } as const

/** Each wizard's steps: the label in the progress bar and the step's title. */
export const WIZARD_STEPS = {
  quote: [
    { id: 'team', label: 'Team Info', title: 'Team Information' },
    { id: 'design', label: 'Design', title: 'Design Customization' },
    { id: 'roster', label: 'Roster', title: 'Roster Management' },
    { id: 'details', label: 'Details', title: 'Order Details' },
    { id: 'review', label: 'Review', title: 'Review & Get Quote' },
  ],
  express: [
    { id: 'team', label: 'Team Info', title: 'Team Information' },
    { id: 'roster', label: 'Roster', title: 'Roster Management' },
    { id: 'logo', label: 'Logo', title: 'Logo Upload (Optional)' },
    { id: 'payment', label: 'Payment', title: 'Payment' },
  ],
} as const satisfies Record<WizardKind, readonly { id: string; label: string; title: string }[]>

export type StepId = (typeof WIZARD_STEPS)[WizardKind][number]['id']

/** The last crumb of each wizard's breadcrumb. */
export const WIZARD_CRUMB: Record<WizardKind, string> = { quote: 'Order Process', express: 'Express Order' }

/** What a wizard's server action answers once the order is stored: its reference, and for an express order the payment to confirm (none when it is already paid). */
export type Submitted = { reference: string; payment: PaymentStart | null }

/** The field a wizard posts its draft in, as JSON; the logo travels beside it as a file. */
export const DRAFT_FIELD = 'draft'
export const LOGO_FIELD = 'logo'

/** A new draft of a wizard for a product. */
export function newDraft(kind: 'quote', productSlug: string, idempotencyKey: string): QuoteDraft
export function newDraft(kind: 'express', productSlug: string, idempotencyKey: string): ExpressDraft
export function newDraft(kind: WizardKind, productSlug: string, idempotencyKey: string): WizardDraft {
  const base = { productSlug, step: 0, teamInfo: { ...EMPTY_TEAM_INFO }, players: [], logoNotes: '', idempotencyKey }
  return kind === 'quote'
    ? {
        ...base,
        kind,
        design: { templateId: '', ...DEFAULT_COLORS, collarStyle: '', designNotes: '' },
        details: { estimatedQuantity: '', targetDate: '', additionalNotes: '' },
      }
    : { ...base, kind, paymentType: 'deposit' }
}

/** The step moved by one (Back or Continue), kept within the wizard's first and last step. */
export function moveStep(kind: WizardKind, step: number, by: -1 | 1): number {
  return Math.min(Math.max(step + by, 0), WIZARD_STEPS[kind].length - 1)
}

/**
 * The product's name as the breadcrumb shows it before the content has answered, and for a slug
 * the catalogue does not know: dashes to spaces, first letter capitalised ("chel-jersey" → "Chel jersey").
 */
export function nameFromSlug(slug: string): string {
  return capitalise(slug.replace(/-/g, ' ').trim())
}

/** What a past request gives a new order of the same kind: its team, roster, logo notes and (a quote's) design. */
export type ReorderSource = {
  reference: string
  teamInfo: TeamInfo
  players: Player[]
  logoNotes: string
  /** Whether it was sent with a logo, which the new order starts with too (routes.reorderLogo). */
  hasLogo: boolean
  /** A quote's design; an express order has none. */
  design: DesignInfo | null
}

/**
 * A new draft that starts from a past request: the same team, roster and design, ready for the
 * team to add or replace players. It is a new order (its own idempotency key), from the first step.
 */
export function draftFromPast<D extends WizardDraft>(fresh: D, past: ReorderSource): D {
  const carried = { ...fresh, teamInfo: { ...past.teamInfo }, players: past.players.map((player) => ({ ...player })), logoNotes: past.logoNotes }
  return fresh.kind === 'quote' && past.design ? { ...carried, design: { ...past.design } } : carried
}
