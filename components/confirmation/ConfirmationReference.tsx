'use client'

import { useSearchParams } from 'next/navigation'

/** Only text shaped like a reference is repeated: anyone can type the address it comes from. */
const REFERENCE = /^[QE]-[A-Z0-9]{4,12}$/

/** The reference the shop stored the request under, read from the address in the browser so that the page stays static. */
export function ConfirmationReference({ label }: { label: string }) {
  const reference = useSearchParams().get('ref') ?? ''
  return REFERENCE.test(reference) ? <ReferenceBox label={label} reference={reference} /> : null
}

/**
 * The box the reference stands in; shown invisible, with a reference's room, while the address is
 * read, so that nothing below it moves when it appears.
 */
export function ReferenceBox({ label, reference, placeholder = false }: { label: string; reference: string; placeholder?: boolean }) {
  return (
    <div className={`mx-auto max-w-7xl px-4 pt-10 sm:px-6 ${placeholder ? 'invisible' : ''}`} aria-hidden={placeholder || undefined}>
      <p className="inline-flex flex-wrap items-baseline gap-x-3 rounded-lg border border-emerald-300 bg-emerald-50 px-5 py-4 text-emerald-950">
        <span className="font-semibold">{label}:</span>
        <span className="font-mono text-2xl font-bold tracking-wider" data-testid={placeholder ? undefined : 'order-reference'}>
          {reference}
        </span>
      </p>
    </div>
  )
}
