import 'server-only'
import { BLANKS_SCOPES, type BlanksFilters } from '@/lib/admin/blanks-filters'
import { dayAfter } from '@/lib/admin/query-filters'
import { BACK_OFFICE_MESSAGES } from '@/lib/errors/catalogue'
import type { OrderToMake } from '@/lib/roster/blanks'
import type { Player } from '@/lib/roster/player'
import { backendFailure } from '@/lib/commerce/errors'
import { createSessionClient } from '@/lib/commerce/session'

/**
 * What the orders in scope ask production to make (their rosters and checkout items), read with the
 * staff member's own session (the database shows them to staff only); sent between `from` and `to`
 * when given.
 */
export async function listOrdersToMake({ scope, from, to }: BlanksFilters): Promise<OrderToMake[]> {
  const supabase = await createSessionClient()
  const { requestStatuses, orderStatuses } = BLANKS_SCOPES[scope]
  const sent = <Q extends { gte: (column: string, value: string) => Q; lt: (column: string, value: string) => Q }>(query: Q) => {
    const since = from ? query.gte('created_at', from) : query
    return to ? since.lt('created_at', dayAfter(to)) : since
  }
  const [quotes, express, orders] = await Promise.all([
    sent(supabase.from('quote_requests').select('product_name, roster').in('status', requestStatuses)),
    sent(supabase.from('express_orders').select('product_name, roster').in('status', requestStatuses)),
    sent(supabase.from('orders').select('order_items(product_name, option_name, size, quantity)').in('status', orderStatuses)),
  ])
  for (const { error } of [quotes, express, orders]) if (error) throw backendFailure(error, BACK_OFFICE_MESSAGES.blanksLoad)
  if (!quotes.data || !express.data || !orders.data) return []
  return [
    // Its shape is the database's to hold (public.is_wizard_roster).
    ...[...quotes.data, ...express.data].map((row) => ({ product: row.product_name, roster: row.roster as Player[] })),
    ...orders.data.map((order) => ({
      items: order.order_items.map((item) => ({ product: item.product_name, option: item.option_name ?? '', size: item.size ?? '', quantity: item.quantity })),
    })),
  ]
}
