import 'server-only'
import type { CartLine } from '@/lib/cart/cart'
import { cartLineSchema } from '@/lib/cart/cart.schema'
import { BackendError } from '@/lib/errors/backend'
import { ERROR_MESSAGES } from '@/lib/errors/catalogue'
import { createSessionClient, getCurrentUser } from './session'

const columns =
  'line_key, product_slug, name, option_key, option_name, size, variant_key, variant_name, color_code, price_cents, quantity, image, customization'

/** The signed-in user's stored cart, in the order the lines were added (their own rows: RLS and the filter both say so). */
export async function loadAccountCart(): Promise<CartLine[]> {
  const user = await getCurrentUser()
  if (!user) throw new BackendError(ERROR_MESSAGES.noAuthenticatedUser)
  const supabase = await createSessionClient()
  const { data, error } = await supabase.from('cart_items').select(columns).eq('user_id', user.id).order('position')
  if (error) throw new BackendError(ERROR_MESSAGES.cartLoad, error)
  // Each row as the shop's cart line; a row that no longer fits the rules is left out and logged.
  return data.flatMap((row) => {
    const parsed = cartLineSchema.safeParse({
      id: row.line_key,
      productSlug: row.product_slug,
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
    if (!parsed.success) console.error(`cart line ${row.line_key} skipped:`, parsed.error.issues[0]?.message)
    return parsed.success ? [parsed.data] : []
  })
}

/** Replaces the signed-in user's stored cart with these lines, in one transaction. */
export async function saveAccountCart(lines: readonly CartLine[], failureMessage: string): Promise<void> {
  const supabase = await createSessionClient()
  // Copied: the generated Json type accepts mutable arrays only.
  const { error } = await supabase.rpc('replace_cart', { p_lines: [...lines] })
  if (error) throw new BackendError(failureMessage, error)
}
