import { Fragment } from 'react'
import { Price } from '@/components/ui/Price'
import { itemPrices, type StoreItem } from '@/lib/team-stores/items'

/** What a player pays for one of an item: its price, or each of its options' ("CHEL Game Jersey $70.00 · CHEL Youth $60.00"). */
export function ItemPrice({ item }: { item: StoreItem }) {
  return itemPrices(item).map(({ option, cents }, index) => (
    <Fragment key={option?.key ?? 'item'}>
      {index > 0 && ' · '}
      {option && <>{option.name} </>}
      <Price cents={cents} />
    </Fragment>
  ))
}
