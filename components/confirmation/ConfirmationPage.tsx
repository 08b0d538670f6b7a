import { Suspense } from 'react'
import type { ConfirmationPageQueryResult } from '@/lib/content/sanity.types'
import { ConfirmationForKind } from './ConfirmationForKind'

type Confirmation = NonNullable<ConfirmationPageQueryResult>

/** After either wizard: what happens next, in the words of the wizard the team used (quote until the address is read). */
export function ConfirmationPage({ page }: { page: Confirmation }) {
  return (
    <Suspense fallback={<ConfirmationForKind page={page} kind="quote" />}>
      <ConfirmationForKind page={page} />
    </Suspense>
  )
}
