'use client'

import { lazy } from 'react'
import { WIZARD_STEPS, type StepId, type WizardKind } from '@/lib/wizard/draft'

/**
 * The steps after the first, out of the wizard page's scripts (its JavaScript budget,
 * scripts/js-budget.ts): each loads when it is first shown, and all of a wizard's load in the
 * background once the team starts on it, a pointer over the wizard or a field focused
 * (preloadSteps), so moving on does not wait for them.
 */
const STEP_MODULES = {
  design: () => import('./DesignStep'),
  roster: () => import('./RosterStep'),
  details: () => import('./DetailsStep'),
  review: () => import('./ReviewStep'),
  logo: () => import('./LogoPicker'),
  payment: () => import('./PaymentStep'),
} satisfies Partial<Record<StepId, () => Promise<unknown>>>

export const DesignStep = lazy(() => STEP_MODULES.design().then((module) => ({ default: module.DesignStep })))
export const RosterStep = lazy(() => STEP_MODULES.roster().then((module) => ({ default: module.RosterStep })))
export const DetailsStep = lazy(() => STEP_MODULES.details().then((module) => ({ default: module.DetailsStep })))
export const ReviewStep = lazy(() => STEP_MODULES.review().then((module) => ({ default: module.ReviewStep })))
export const LogoPicker = lazy(() => STEP_MODULES.logo().then((module) => ({ default: module.LogoPicker })))
export const PaymentStep = lazy(() => STEP_MODULES.payment().then((module) => ({ default: module.PaymentStep })))

/** Whether a step's scripts load apart from the page's, so it may wait for them in a Suspense boundary. */
export const isLazyStep = (id: StepId): id is keyof typeof STEP_MODULES => id in STEP_MODULES

/** Starts loading every later step of a wizard (a module loads once, however often it is asked for). */
export function preloadSteps(kind: WizardKind): void {
  for (const step of WIZARD_STEPS[kind]) {
    if (isLazyStep(step.id)) void STEP_MODULES[step.id]()
  }
}
