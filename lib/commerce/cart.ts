import 'server-only'
import { cartLineSchema, type CartLine } from '@/lib/cart/cart'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { CommerceError } from './errors'
import { createSessionClient } from './session'

type CartRow = {
  line_id: string
  product_id: string
  name: string
  option_key: string | null
  option_name: string | null
  size: string | null
  variant_key: string | null
  variant_name: string | null
  color_code: string | null
  price_cents: number
  quantity: number
  image: string | null
  customization: unknown
}

const columns =
  'line_id, product_id, name, option_key, option_name, size, variant_key, variant_name, color_code, price_cents, quantity, image, customization'

/** A stored row as the shop's cart line; a row that no longer fits the rules is left out and logged. */
function toLine(row: CartRow): CartLine | null {
  const parsed = cartLineSchema.safeParse({
    id: row.line_id,
    productSlug: row.product_id,
    name: row.name,
    optionKey: row.option_key,
    optionName: row.option_name,
    size: row.size,
    variantKey: row.variant_key,
    variantName: row.variant_name,
    colorCode: row.color_code,
    image: row.image,
    quantity: row.quantity,
    unitPriceCents: row.price_cents,
    customization: row.customization,
  })
  if (!parsed.success) console.error(`cart line ${row.line_id} skipped:`, parsed.error.issues[0]?.message)
  return parsed.success ? parsed.data : null
}

/** The signed-in user's stored cart, in the order the lines were added. */
export async function loadAccountCart(): Promise<CartLine[]> {
  const supabase = await createSessionClient()
  const { data, error } = await supabase.from('cart_items').select(columns).order('position')
  if (error) throw new CommerceError(ERROR_MESSAGES.cartLoad, error)
  return (data as CartRow[]).map(toLine).filter((line): line is CartLine => line !== null)
}

/** Replaces the signed-in user's stored cart with these lines, in one transaction. */
export async function saveAccountCart(lines: readonly CartLine[], failureMessage: string): Promise<void> {
  const supabase = await createSessionClient()
  const { error } = await supabase.rpc('replace_cart', { p_lines: lines })
  if (error) throw new CommerceError(failureMessage, error)
}
