import { Suspense } from 'react'
import type { ConfirmationPageQueryResult } from '@/lib/content/sanity.types'
import { ConfirmationForKind } from './ConfirmationForKind'
import { ConfirmationView } from './ConfirmationView'

type Confirmation = NonNullable<ConfirmationPageQueryResult>

/** After either wizard: what happens next, in the words of the wizard the team used (quote until the address is read). */
export function ConfirmationPage({ page }: { page: Confirmation }) {
  return (
    <Suspense fallback={<ConfirmationView page={page} express={false} reference="" />}>
      <ConfirmationForKind page={page} />
    </Suspense>
  )
}
