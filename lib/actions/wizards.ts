'use server'

import { getCurrentUser } from '@/lib/commerce/session'
import { storeLogo } from '@/lib/commerce/logos'
import { getMyPaymentDue } from '@/lib/commerce/request-payments'
import { expressOrderPayable, storeExpressOrder, storeQuoteRequest } from '@/lib/commerce/wizard-requests'
import { BackendError } from '@/lib/errors/backend'
import { WIZARD_REQUEST_MESSAGES } from '@/lib/errors/catalogue'
import { getFreshOrderWizards } from '@/lib/content'
import { firstPaymentDue } from '@/lib/orders/balance'
import { parseRequestPaymentForm } from '@/lib/orders/payment.schema'
import { FieldRejection } from '@/lib/forms/field-rejection'
import { deliverMailSoon } from '@/lib/commerce/mail-delivery'
import { publicPaymentConfig, startPayment } from '@/lib/payments/provider'
import type { FormInput } from '@/lib/forms/parse-form'
import { enforceLimit, enforceLimits } from '@/lib/security/rate-limit'
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from '@/lib/uploads/logo'
import { describeExpress, describeQuote, type Refusal } from '@/lib/wizard/describe'
import { LOGO_FIELD, type StepId, type Submitted } from '@/lib/wizard/draft'
import { expressSubmissionSchema, parseWizardSubmission, quoteSubmissionSchema } from '@/lib/wizard/submission.schema'
import { submissionKey } from '@/lib/wizard/submission-key'
import { validatedAction, validatedActionWithUser } from './validated-action'

/** The earliest in-hands date the server accepts: yesterday in UTC, so no team's own calendar is ahead of it. */
const earliestDate = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)

const parseQuote = (input: FormInput) => parseWizardSubmission('quote', quoteSubmissionSchema(earliestDate()), input)
const parseExpress = (input: FormInput) => parseWizardSubmission('express', expressSubmissionSchema, input)

function refuse(refusal: Refusal): never {
  throw new FieldRejection<StepId>(refusal.step, refusal.error)
}

/** The logo file sent beside the draft, read: null when none was sent. */
async function sentLogo(form: FormData, step: StepId): Promise<Uint8Array | null> {
  const file = form.get(LOGO_FIELD)
  if (!(file instanceof File) || file.size === 0) return null
  if (file.size > LOGO_MAX_BYTES) throw new FieldRejection<StepId>(step, LOGO_MESSAGES.tooLarge)
  return new Uint8Array(await file.arrayBuffer())
}

/** The logo checked by its content and stored; null when none was sent. */
async function storedLogo(bytes: Uint8Array | null, step: StepId): Promise<string | null> {
  if (!bytes) return null
  const stored = await storeLogo(bytes)
  if (!stored.ok) throw new FieldRejection<StepId>(step, stored.error)
  return stored.path
}

/** A submission counts against its client's address, its contact e-mail (whoever sends it) and the hour's total. */
const limitSubmission = (contactEmail: string) =>
  enforceLimits(['wizardSubmissionsByIp', { ip: true }], ['wizardSubmissionsByEmail', { account: contactEmail }], ['wizardSubmissionsTotal', { everyone: true }])

/** A team asks for a quote: checked again, described and priced from the published content, stored once, e-mailed. */
export const submitQuoteRequest = validatedAction(parseQuote, async (input, form): Promise<Submitted> => {
  await limitSubmission(input.teamInfo.contactEmail)
  const described = describeQuote(input, await getFreshOrderWizards())
  if (!described.ok) refuse(described)
  const logo = await sentLogo(form, 'design')
  const [user, logoPath] = await Promise.all([getCurrentUser(), storedLogo(logo, 'design')])
  const { reference } = await storeQuoteRequest({
    idempotencyKey: submissionKey(input, logo),
    userId: user?.id ?? null,
    product: described.product,
    teamInfo: input.teamInfo,
    design: described.design,
    players: input.players,
    details: input.details,
    logo: { path: logoPath, notes: input.logoNotes },
    indicativeUnitPriceCents: described.indicativeUnitPriceCents,
  })
  // The summary to the customer and the notice to the shop (the confirmation page promises the first).
  deliverMailSoon()
  return { reference, payment: null }
})

/**
 * A team places an express order: checked again, priced from the published content, stored once,
 * awaiting payment, and a payment started with the provider for what is due. The browser confirms
 * it with the card straight to the provider; the provider's signed webhook marks the order paid.
 */
export const submitExpressOrder = validatedAction(parseExpress, async (input, form): Promise<Submitted> => {
  await limitSubmission(input.teamInfo.contactEmail)
  const described = describeExpress(input, await getFreshOrderWizards())
  if (!described.ok) refuse(described)
  const logo = await sentLogo(form, 'logo')
  const [user, logoPath] = await Promise.all([getCurrentUser(), storedLogo(logo, 'logo')])
  const { totals } = described
  const { id, reference } = await storeExpressOrder({
    idempotencyKey: submissionKey(input, logo),
    userId: user?.id ?? null,
    product: described.product,
    teamInfo: input.teamInfo,
    players: input.players,
    logo: { path: logoPath, notes: input.logoNotes },
    delivery: input.delivery,
    payment: { type: input.paymentType, provider: publicPaymentConfig().provider, ...totals },
  })
  // The same draft sent again (another card after a decline, a lost answer) finds its order: paid, or still to pay.
  const due = firstPaymentDue(await expressOrderPayable(id))
  if (!due) return { reference, payment: null }
  const payment = await startPayment({
    request: { kind: 'express', id },
    reference,
    purpose: due.purpose,
    amountCents: due.cents,
    currency: 'usd',
    email: input.teamInfo.contactEmail,
  })
  return { reference, payment }
})

/**
 * Starts a payment from the account, for the request's own customer: an accepted quote's deposit,
 * an express order's first payment after a declined card, or either's balance. The amount is what
 * the database says is due, never a figure from the browser (which only says what it showed). The
 * browser confirms it with the card straight to the provider; the provider's signed webhook
 * records it, as in the wizard.
 */
export const startRequestPayment = validatedActionWithUser(parseRequestPaymentForm, async ({ kind, id, shownCents }, user) => {
  await enforceLimit('checkoutsByAccount', { account: user.id })
  const due = await getMyPaymentDue({ kind, id })
  if (!due) throw new BackendError(WIZARD_REQUEST_MESSAGES.nothingToPay)
  // A payment or a change since the page opened: the card is charged only what its button said.
  if (due.dueCents !== shownCents) throw new FieldRejection('shownCents', WIZARD_REQUEST_MESSAGES.amountChanged)
  const payment = await startPayment({
    request: { kind, id },
    reference: due.reference,
    purpose: due.purpose,
    amountCents: due.dueCents,
    currency: 'usd',
    email: due.contactEmail,
  })
  return { payment }
})
