'use client'

import { useSearchParams } from 'next/navigation'
import { PageHeader } from '@/components/ui/PageHeader'
import { routes } from '@/lib/routes'

type Wording = { title: string; intro: string | null; expressTitle: string; expressIntro: string; referenceLabel: string }

/** Only text shaped like a reference is repeated: anyone can type this address. */
const REFERENCE = /^[QE]-[A-Z0-9]{4,12}$/

/**
 * The confirmation's title for the wizard that sent the team here, and the reference the shop
 * stored the request under. Read in the browser, so the page itself stays static.
 */
export function ConfirmationHeader({ wording }: { wording: Wording }) {
  const params = useSearchParams()
  const express = params.get('kind') === 'express'
  const reference = params.get('ref') ?? ''
  return (
    <>
      <PageHeader
        title={express ? wording.expressTitle : wording.title}
        intro={express ? wording.expressIntro : wording.intro}
        trail={[{ label: 'Home', href: routes.home }, { label: 'Confirmation' }]}
      />
      {REFERENCE.test(reference) && (
        <div className="mx-auto max-w-7xl px-4 pt-10 sm:px-6">
          <p className="inline-flex flex-wrap items-baseline gap-x-3 rounded-lg border border-emerald-300 bg-emerald-50 px-5 py-4 text-emerald-950">
            <span className="font-semibold">{wording.referenceLabel}:</span>
            <span className="font-mono text-2xl font-bold tracking-wider" data-testid="order-reference">
              {reference}
            </span>
          </p>
        </div>
      )}
    </>
  )
}
