import { Price } from '@/components/ui/Price'
import type { StoreBoard } from '@/lib/commerce/team-stores'
import type { FormAction } from '@/lib/forms/form-state'
import type { BoardTotals } from '@/lib/team-stores/board'
import type { DescribedItem } from '@/lib/team-stores/describe'
import { MAX_STORE_ITEMS, type StoreChangeField } from '@/lib/team-stores/fields'
import { choosesOption, offerLabel } from '@/lib/team-stores/items'
import { ItemPrice } from './ItemPrice'
import { StoreChangeForm } from './StoreChangeForm'
import { StoreSection } from './StoreSection'

type Props = {
  store: StoreBoard
  totals: BoardTotals
  action: FormAction<StoreChangeField, { action: string; count: number | null }>
  /** The products the store can add, as the content prices them now (those it offers already left out). */
  addable: readonly DescribedItem[]
}

/** What the store offers: each item's price and mark-up, who takes it, the paid sizes to make; while open, items to add or take off. */
export function StoreItems({ store, totals, action, addable }: Props) {
  const open = store.status === 'open'
  // An item a player has, or was paying for (a lapsed hold's payment may still come), stays (public.remove_team_store_item).
  const entered = store.entries.filter((entry) => entry.status !== 'removed')
  const hasPlayers = (itemId: string) => entered.some((entry) => entry.lines.some((line) => line.itemId === itemId))
  const anyEntry = entered.length > 0
  return (
    <StoreSection id="items-title" heading="What the store offers">
      <ul className="divide-y divide-slate-100" aria-label="Items">
        {totals.items.map(({ item, players, sizeTotals, optionTotals, markupEarnedCents }) => (
          <li key={item.id} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 py-3">
            <div className="space-y-1">
              <p className="font-semibold text-navy-900">{item.productName}</p>
              <p className="text-sm text-slate-700">
                <ItemPrice item={item} /> a player
                {item.markupCents > 0 &&
                  (choosesOption(item) ? (
                    <>
                      {' '}
                      (each with <Price cents={item.markupCents} /> for the team)
                    </>
                  ) : (
                    <>
                      {' '}
                      (the shop’s <Price cents={item.options[0]?.priceCents ?? item.priceCents} /> and <Price cents={item.markupCents} /> for the team)
                    </>
                  ))}{' '}
                · {offerLabel(item)}
              </p>
              <p className="text-sm text-slate-700" data-testid="item-paid">
                {players} paid
                {optionTotals.length > 0 && <> · {optionTotals.map(({ option, count }) => `${option.name} × ${count}`).join(', ')}</>}
                {sizeTotals.length > 0 && <> · {sizeTotals.map(({ size, count }) => `${size} × ${count}`).join(', ')}</>}
                {markupEarnedCents > 0 && (
                  <>
                    {' '}
                    · mark-up earned <Price cents={markupEarnedCents} />
                  </>
                )}
              </p>
            </div>
            {open && item.position > 0 && !hasPlayers(item.id) && (
              <StoreChangeForm action={action} change="remove-item" hidden={{ itemId: item.id }} label={`Take ${item.productName} off the store`} short="Take off" />
            )}
          </li>
        ))}
      </ul>
      {open && store.items.length < MAX_STORE_ITEMS && addable.length > 0 && (
        <StoreChangeForm
          action={action}
          change="add-item"
          hidden={{ id: store.id }}
          label="Add to the store"
          products={addable}
          requiredAllowed={!anyEntry}
        />
      )}
    </StoreSection>
  )
}
