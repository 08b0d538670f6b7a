'use client'

import { useRouter } from 'next/navigation'
import { Suspense, type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState, useTransition } from 'react'
import { useCardPayment } from '@/components/payments/useCardPayment'
import { usePaymentConfig } from '@/components/payments/usePaymentConfig'
import { FormAlert } from '@/components/ui/FormField'
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-classes'
import type { FormAction } from '@/lib/forms/form-state'
import { expressTotals } from '@/lib/pricing/express'
import { canContinueRoster, rosteredPlayers } from '@/lib/roster/roster'
import { routes } from '@/lib/routes'
import { detailsErrors, localIsoDate } from '@/lib/wizard/details'
import { draftKey } from '@/lib/wizard/draft-storage'
import { DRAFT_FIELD, LOGO_FIELD, WIZARD_STEPS, moveStep, newDraft, type StepId, type Submitted, type WizardDraft, type WizardKind } from '@/lib/wizard/draft'
import { teamInfoErrors, type TeamInfoField } from '@/lib/wizard/team-info'
import { DesignStep, DetailsStep, isLazyStep, LogoPicker, PaymentStep, preloadSteps, ReviewStep, RosterStep } from './lazy-steps'
import { ProgressSteps } from './ProgressSteps'
import { TeamInfoStep } from './TeamInfoStep'
import { useKeptScroll } from './useKeptScroll'
import { useWizardDraft, type DraftNotice } from './useWizardDraft'
import type { WizardContent, WizardProduct } from '@/lib/wizard/content'

export type SubmitAction = FormAction<StepId, Submitted>

type Props = {
  kind: WizardKind
  product: WizardProduct
  content: WizardContent
  submit: SubmitAction
}

/** Where each notice about the draft is worded in the content (the order wizards page, in the Studio). */
const NOTICES = {
  restored: 'restoredNote',
  'carried-over': 'carriedOverNote',
  corrupt: 'corruptDraftNote',
  'reorder-unavailable': 'reorderUnavailableNote',
} as const satisfies Record<Exclude<DraftNotice, null | 'reordered'>, keyof WizardContent['page']>

/** The last button's label on each step of each wizard. */
function continueLabel(kind: WizardKind, step: StepId): string {
  if (step === 'details') return 'Review Order'
  if (step === 'review') return 'Submit for Quote'
  if (kind === 'express' && step === 'payment') return 'Complete Order'
  return 'Continue'
}

/**
 * Both order wizards: the team moves one step at a time, everything typed is kept in the browser,
 * and the last step sends the whole draft to the server, which checks and prices it again.
 */
export function OrderWizard({ kind, product, content, submit }: Props) {
  const router = useRouter()
  const { draft: kept, setDraft, draftKept, logo, setLogo, notice, reorderedFrom, dismissNotice, startOver, finish } = useWizardDraft(kind, product.slug)
  // Until the browser's copy has been read, the first step is drawn from an empty draft and locked: the
  // server sends the wizard at its full size (nothing moves when the draft arrives), and nothing typed
  // is lost to the draft that replaces it.
  const empty = useMemo(() => newDraft(kind as 'quote', product.slug, ''), [kind, product.slug])
  const loading = kept === null
  const draft: WizardDraft = kept ?? empty
  const [teamErrors, setTeamErrors] = useState<Partial<Record<TeamInfoField, string>>>({})
  const [showDetailsErrors, setShowDetailsErrors] = useState(false)
  // The payment step checks its delivery address itself (its rules load with it, not with the wizard's first
  // scripts): it says here whether the address may be sent, and shows its problems once Complete Order is pressed.
  const deliveryOk = useRef(false)
  const [deliveryAttempts, setDeliveryAttempts] = useState(0)
  const [serverErrors, setServerErrors] = useState<Partial<Record<StepId, string>>>({})
  const [serverMessage, setServerMessage] = useState<string | null>(null)
  const [submitting, startSubmit] = useTransition()
  const heading = useRef<HTMLHeadingElement>(null)
  const movedByButton = useRef(false)
  const paymentConfig = usePaymentConfig(kind === 'express')
  // What the payment step shows and the card form is set up for; the server prices the order again.
  const expressPrice =
    draft?.kind === 'express'
      ? expressTotals({
          playerCount: rosteredPlayers(draft.players).length,
          pricePerPlayerCents: product.expressPricePerPlayerCents,
          depositPercent: content.terms.depositPercent,
          paymentType: draft.paymentType,
        })
      : null
  const card = useCardPayment(paymentConfig, { amountCents: expressPrice?.amountDueCents ?? 0, locked: submitting })

  const steps = WIZARD_STEPS[kind]
  const stepIndex = draft?.step ?? 0
  const step = steps[stepIndex]!

  // The later steps load once the team starts on the wizard, not for every visitor who only looks (scripts/js-budget.ts).
  const preload = () => preloadSteps(kind)

  // A step reached with Back or Continue starts at the top, its title read out first.
  useEffect(() => {
    if (!movedByButton.current) return
    movedByButton.current = false
    window.scrollTo({ top: 0 })
    heading.current?.focus({ preventScroll: true })
  }, [stepIndex])

  // A draft read from the browser may open another step than the one the server drew. Its parts are drawn
  // anew (keyed below), and the wizard keeps the height it was drawn at until the team first presses or
  // types, so a shorter step does not pull the footer up under their eyes: nothing moves by itself.
  const section = useRef<HTMLElement>(null)
  const drawnHeight = useRef(0)
  const [heldHeight, setHeldHeight] = useState<number>()
  useLayoutEffect(() => {
    if (loading) drawnHeight.current = section.current?.offsetHeight ?? 0
    else if (drawnHeight.current) {
      setHeldHeight(drawnHeight.current)
      drawnHeight.current = 0
    }
  }, [loading])
  const release = () => setHeldHeight(undefined)
  useKeptScroll(draftKey(kind, product.slug), !loading)

  // The browser's day, read once the draft is (the server draws the first step, which needs none).
  const today = loading ? '' : localIsoDate(new Date())
  // Another logo answers the server's refusal of the last one.
  const chooseLogo = (chosen: typeof logo) => {
    setLogo(chosen)
    setServerErrors({})
  }
  const goTo = (index: number) => {
    movedByButton.current = true
    setDraft((current) => ({ ...current, step: index }))
  }

  async function send() {
    if (loading) return
    setServerErrors({})
    setServerMessage(null)
    // Checked first, before anything else is awaited: a wallet payment needs the click still live.
    const cardProblem = draft.kind === 'express' ? await card.check() : null
    if (cardProblem) {
      setServerMessage(cardProblem)
      return
    }
    const form = new FormData()
    form.set(DRAFT_FIELD, JSON.stringify(draft))
    if (logo) form.set(LOGO_FIELD, logo.file)
    startSubmit(async () => {
      const result = await submit({ status: 'idle' }, form)
      if (result.status === 'rejected') {
        setServerErrors(result.errors)
        setServerMessage(result.message)
        const firstWrong = steps.findIndex((s) => result.errors[s.id])
        if (firstWrong >= 0 && firstWrong !== stepIndex) goTo(firstWrong)
        return
      }
      if (result.status !== 'done') return
      if (result.payment) {
        const paid = await card.confirm(result.payment, { name: draft.teamInfo.contactName, email: draft.teamInfo.contactEmail })
        if (!paid.ok) {
          setServerMessage(paid.error)
          return
        }
      }
      finish()
      router.push(routes.orderConfirmation(kind, result.reference))
    })
  }

  function onContinue() {
    if (loading) return
    if (step.id === 'team') {
      const errors = teamInfoErrors(draft.teamInfo)
      setTeamErrors(errors)
      if (Object.keys(errors).length > 0) {
        document.getElementById(`team-${Object.keys(errors)[0]}`)?.focus()
        return
      }
    }
    if (step.id === 'payment' && draft.kind === 'express' && !deliveryOk.current) {
      setDeliveryAttempts((attempts) => attempts + 1)
      return
    }
    if (step.id === 'details' && draft.kind === 'quote' && Object.keys(detailsErrors(draft.details, today)).length > 0) {
      setShowDetailsErrors(true)
      return
    }
    if (stepIndex === steps.length - 1) void send()
    else goTo(moveStep(kind, stepIndex, 1))
  }

  const continueDisabled = submitting || (step.id === 'roster' && !canContinueRoster(draft.players))
  const update = (patch: Partial<WizardDraft>) => setDraft((current) => ({ ...current, ...patch }) as typeof current)
  const intro = content.page[`${step.id}Intro` as const]
  const serverError = serverErrors[step.id]

  return (
    <div className="space-y-8" data-testid="order-wizard">
      <ProgressSteps steps={steps} current={stepIndex} />

      {notice && (
        // Told over the page, not above the step: it appears once the browser's draft is read, and pushing the step down then would move what the team is reading.
        <div role="status" className="fixed inset-x-4 bottom-4 z-30 mx-auto flex max-w-xl flex-wrap items-center justify-between gap-3 rounded-md border border-sky-300 bg-ice-50 px-4 py-3 text-sm text-navy-900 shadow-lg">
          <span>{notice === 'reordered' ? content.page[`${kind}ReorderedNote`].replaceAll('{reference}', reorderedFrom ?? '') : content.page[NOTICES[notice]]}</span>
          <span className="flex gap-3">
            <button type="button" onClick={dismissNotice} className="-my-2 min-h-11 min-w-11 px-2 font-semibold underline underline-offset-2">
              OK
            </button>
          </span>
        </div>
      )}

      <section
        ref={section}
        aria-labelledby="wizard-step-title"
        aria-busy={loading}
        onPointerEnter={preload}
        onFocus={preload}
        onPointerDownCapture={release}
        onKeyDownCapture={release}
        style={{ minHeight: heldHeight }}
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <h2 id="wizard-step-title" ref={heading} tabIndex={-1} className="font-display text-2xl font-bold tracking-wide text-navy-900 uppercase outline-none sm:text-3xl">
          {step.title}
        </h2>
        {intro && <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>}

        {(serverError || serverMessage) && (
          // A refusal (a declined card) is said at the top of the step, away from the button just pressed: each is brought into view.
          <div key={serverError ?? serverMessage} ref={(node) => node?.focus()} tabIndex={-1} className="mt-6 scroll-mt-24 outline-none">
            <FormAlert tone="error">{serverError ?? serverMessage}</FormAlert>
          </div>
        )}

        {/* The buttons come with the step: shown before it, they would jump down as it appears, under a finger or pointer about to press them. */}
        <StepBoundary lazy={isLazyStep(step.id)}>
          <fieldset key={loading ? 'drawn' : 'read'} disabled={loading} className="min-w-0">
            <div className="mt-8">
              {step.id === 'team' && (
                <TeamInfoStep
                  value={draft.teamInfo}
                  errors={teamErrors}
                  onChange={(field, value) => {
                    update({ teamInfo: { ...draft.teamInfo, [field]: value } })
                    setTeamErrors((errors) => ({ ...errors, [field]: undefined }))
                  }}
                />
              )}
              {step.id === 'roster' && <RosterStep players={draft.players} teamName={draft.teamInfo.teamName} onChange={(players) => update({ players })} />}
              {draft.kind === 'quote' && step.id === 'design' && (
                <DesignStep
                  design={draft.design}
                  teamName={draft.teamInfo.teamName}
                  sampleNumber={draft.players.find((player) => player.number.trim())?.number ?? ''}
                  templates={content.templates}
                  collars={content.terms.collarStyles}
                  logo={logo}
                  onLogo={chooseLogo}
                  logoNotes={draft.logoNotes}
                  onChange={(design, logoNotes = draft.logoNotes) => update({ design, logoNotes })}
                />
              )}
              {draft.kind === 'quote' && step.id === 'details' && (
                <DetailsStep
                  details={draft.details}
                  errors={showDetailsErrors ? detailsErrors(draft.details, today) : {}}
                  today={today}
                  playerCount={rosteredPlayers(draft.players).length}
                  tiers={product.pricingTiers}
                  terms={content.terms}
                  notes={{ rush: content.page.rushNote, tooSoon: content.page.tooSoonNote }}
                  onChange={(details) => update({ details })}
                />
              )}
              {draft.kind === 'quote' && step.id === 'review' && <ReviewStep draft={draft} product={product} content={content} logo={logo} onEdit={goTo} />}
              {step.id === 'logo' && <LogoPicker logo={logo} onLogo={chooseLogo} notes={draft.logoNotes} onNotes={(logoNotes) => update({ logoNotes })} onSkip={() => goTo(stepIndex + 1)} />}
              {draft.kind === 'express' && expressPrice && step.id === 'payment' && (
                <PaymentStep
                  paymentType={draft.paymentType}
                  totals={expressPrice}
                  depositPercent={content.terms.depositPercent}
                  balanceNote={content.page.balanceNote}
                  onPaymentType={(paymentType) => update({ paymentType })}
                  delivery={draft.delivery}
                  contactName={draft.teamInfo.contactName}
                  deliveryAttempts={deliveryAttempts}
                  onDeliveryChecked={(ok) => {
                    deliveryOk.current = ok
                  }}
                  onDelivery={(change) => setDraft((current) => (current.kind === 'express' ? { ...current, delivery: change(current.delivery) } : current))}
                >
                  {card.fields}
                </PaymentStep>
              )}
            </div>

            <div className="mt-10 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex flex-col-reverse gap-3 sm:flex-row">
                <button
                  type="button"
                  onClick={() => {
                    if (window.confirm('Start over? Everything you entered for this order will be cleared.')) {
                      setTeamErrors({})
                      setServerErrors({})
                      startOver()
                    }
                  }}
                  className="text-sm font-semibold text-slate-600 underline underline-offset-4 hover:text-navy-900"
                >
                  Start over
                </button>
                {stepIndex > 0 && (
                  <button type="button" onClick={() => goTo(moveStep(kind, stepIndex, -1))} className={secondaryButtonClass} disabled={submitting}>
                    Back
                  </button>
                )}
              </div>
              <button type="button" onClick={onContinue} disabled={continueDisabled} aria-disabled={continueDisabled} className={`${primaryButtonClass} disabled:cursor-not-allowed`}>
                {submitting ? 'Sending…' : continueLabel(kind, step.id)}
              </button>
            </div>
          </fieldset>
        </StepBoundary>
        <p key={loading ? 'drawn' : 'read'} className="mt-4 text-xs text-slate-500" data-testid="draft-kept">
          {draftKept
            ? 'Your answers are saved in this browser as you go: you can close the page and carry on later.'
            : 'This browser is not keeping your answers (private mode or full storage): finish the order before you leave the page.'}
        </p>
      </section>
    </div>
  )
}

/**
 * A later step waits for its scripts here. The first step, which the server draws, is in no boundary: after
 * the page's first 12.8 kB, React sends a boundary's content at the end of the page and swaps it in by script,
 * so a slow machine painted "Loading this step…" and then pushed the footer down under it (a layout shift).
 */
function StepBoundary({ lazy, children }: { lazy: boolean; children: ReactNode }) {
  return lazy ? <Suspense fallback={<p className="mt-8 py-8 text-slate-600">Loading this step…</p>}>{children}</Suspense> : children
}
