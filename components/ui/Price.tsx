import type { ComponentProps } from 'react'
import { formatMoney, type MoneyFormat } from '@/lib/format/money'

type Props = MoneyFormat & Omit<ComponentProps<'span'>, 'children'> & { cents: number }

/** Money on a page: integer cents, written the shop's one way (lib/format/money). */
export function Price({ cents, short, unit, ...span }: Props) {
  return <span {...span}>{formatMoney(cents, { short, unit })}</span>
}
