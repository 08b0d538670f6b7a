import { z } from 'zod'
import type { CartChange } from './change'
import { cartLineSchema } from './cart.schema'

/** An item as the product page sends it: no id (derived) and no price (the server's to set). */
const newCartLineSchema = cartLineSchema.omit({ id: true, unitPriceCents: true })

/** Every change a shopper can make to a cart: one schema for the page and the server. */
export const cartChangeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('add'), line: newCartLineSchema }),
  z.object({ type: z.literal('update'), id: z.string().min(1), quantity: cartLineSchema.shape.quantity }),
  z.object({ type: z.literal('remove'), id: z.string().min(1) }),
  z.object({ type: z.literal('clear') }),
]) satisfies z.ZodType<CartChange>
