'use client'

import { useSearchParams } from 'next/navigation'
import type { ConfirmationPageQueryResult } from '@/lib/content/sanity.types'
import { ConfirmationView } from './ConfirmationView'

/** The confirmation for the wizard and reference in the address, read in the browser so the page stays static. */
export function ConfirmationForKind({ page }: { page: NonNullable<ConfirmationPageQueryResult> }) {
  const params = useSearchParams()
  return <ConfirmationView page={page} express={params.get('kind') === 'express'} reference={params.get('ref') ?? ''} />
}
