import { z } from 'zod'
import { CORRUPT_STORAGE_MESSAGES } from '@/lib/errors/catalogue'
import { readStoredList } from '@/lib/forms/stored-list'
import { customizationSchema, hexColorSchema } from '@/lib/teams/customization.schema'
import type { CartLine } from './cart'
import { MAX_CART_LINES } from './catalogue'
import { parseQuantity } from '@/lib/pricing/quantity'

/** A picture for a cart line: a web address or a path on this site, never a script URL. */
const imageSchema = z
  .string()
  .max(2048)
  .refine((image) => /^https?:\/\//.test(image) || /^\/(?![/\\])/.test(image), 'Not an image address')

/** How many of the line: the one rule in ./quantity, which the browser also uses without zod. */
const quantitySchema = z.custom<number>().transform((input, context) => {
  const parsed = parseQuantity(input)
  if (parsed.ok) return parsed.quantity
  context.addIssue({ code: 'custom', message: parsed.error })
  return z.NEVER
})

/** One line of the cart: a product, its choices and the team kit made for it. */
export const cartLineSchema = z.object({
  id: z.string().min(1).max(200),
  productSlug: z.string().min(1).max(100),
  name: z.string().min(1).max(120),
  optionKey: z.string().min(1).max(100).nullable(),
  optionName: z.string().max(120).nullable(),
  size: z.string().max(20).nullable(),
  variantKey: z.string().min(1).max(100).nullable(),
  variantName: z.string().max(120).nullable(),
  colorCode: hexColorSchema.nullable(),
  image: imageSchema.nullable(),
  quantity: quantitySchema,
  // Shown in the cart only: checkout prices every line again from the published content.
  unitPriceCents: z.number().int().min(0),
  customization: customizationSchema,
}) satisfies z.ZodType<CartLine>

/** Reads the cart from browser storage: an unreadable line is dropped with a message, the readable ones kept. */
export function readStoredCart(raw: string | null): { lines: CartLine[]; error: string | null } {
  const messages = { unreadable: CORRUPT_STORAGE_MESSAGES.cart, partlyUnreadable: CORRUPT_STORAGE_MESSAGES.cartPartly }
  const { items, error } = readStoredList(raw, cartLineSchema, messages, MAX_CART_LINES)
  return { lines: items, error }
}
