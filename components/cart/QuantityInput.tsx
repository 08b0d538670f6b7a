import type { ComponentProps } from 'react'
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@/lib/pricing/quantity'

/** A box for how many of a line: the browser's own checks follow the one quantity rule. */
export function QuantityInput(props: Omit<ComponentProps<'input'>, 'type' | 'inputMode' | 'min' | 'max'>) {
  return <input {...props} type="number" inputMode="numeric" min={MIN_LINE_QUANTITY} max={MAX_LINE_QUANTITY} />
}
