import 'server-only'
import { BACK_OFFICE_MESSAGES } from '@/lib/errors/catalogue'
import { FieldRejection } from '@/lib/forms/field-rejection'
import type { StatusChange } from '@/lib/admin/status-change.schema'
import { backendFailure } from '@/lib/commerce/errors'
import { createSessionClient } from '@/lib/commerce/session'
import { PARCEL_MESSAGES } from '@/lib/team-stores/parcels'

/**
 * Moves an order to another status as the signed-in staff member (public.change_order_status,
 * which checks the role, the workflow and the balance itself, and writes the history); shipping it
 * records its shipment in the same transaction (public.ship_order). A move the
 * workflow does not allow, an order moved on by someone else meanwhile, or an open balance, is said
 * on the field that can fix it.
 */
export async function changeOrderStatus({ kind, id, from, to, note, override, shipment }: StatusChange): Promise<void> {
  const supabase = await createSessionClient()
  const { error } = shipment
    ? await supabase.rpc('ship_order', { p_kind: kind, p_id: id, p_from: from, p_carrier: shipment.carrier, p_tracking_number: shipment.trackingNumber, p_note: note, p_override: override })
    : await supabase.rpc('change_order_status', { p_kind: kind, p_id: id, p_from: from, p_to: to, p_note: note, p_override: override })
  if (!error) return
  if (error.hint === 'balance') throw new FieldRejection('note', BACK_OFFICE_MESSAGES.balanceOpen)
  if (error.hint === 'transition') throw new FieldRejection('to', BACK_OFFICE_MESSAGES.notAllowedMove)
  if (error.hint === 'parcels') throw new FieldRejection('to', PARCEL_MESSAGES.wholeOrder)
  // Already shipped by someone else (its shipment is there), or moved on.
  if (error.hint === 'stale' || error.code === '23505') throw new FieldRejection('to', BACK_OFFICE_MESSAGES.movedMeanwhile)
  throw backendFailure(error, BACK_OFFICE_MESSAGES.statusNotChanged)
}
