import { Price } from '@/components/ui/Price'
import type { StoreBoard } from '@/lib/commerce/team-stores'
import type { FormAction } from '@/lib/forms/form-state'
import type { StoreChangeField } from '@/lib/team-stores/fields'
import { StoreChangeForm } from './StoreChangeForm'

type Props = {
  entry: StoreBoard['entries'][number]
  /** Staff's, who handle a failed refund: null on the manager's board, which only says it. */
  action: FormAction<StoreChangeField, { action: string; count: number | null }> | null
}

/** What became of an entry's money on the board: refunded, on its way, or failed (with staff's two ways out). */
export function EntryRefunds({ entry, action }: Props) {
  return (
    <>
      {entry.refundedCents > 0 && (
        <>
          {' '}
          · <Price cents={entry.refundedCents} /> refunded
        </>
      )}
      {entry.refundingCents > 0 && (
        <>
          {' '}
          · refund of <Price cents={entry.refundingCents} /> on its way
        </>
      )}
      {entry.failedRefunds.map((refund) => (
        <div key={refund.id} className="mt-1 space-y-2">
          <p className="font-semibold text-amber-800">
            Refund of <Price cents={refund.amountCents} /> failed: the shop is making it by hand
          </p>
          {action && (
            <>
              <StoreChangeForm action={action} change="retry-refund" hidden={{ refundId: refund.id }} label="Try the refund again" />
              <StoreChangeForm action={action} change="refunded-by-hand" hidden={{ refundId: refund.id }} label="Record it as refunded by hand" />
            </>
          )}
        </div>
      ))}
    </>
  )
}
