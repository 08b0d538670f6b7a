import 'server-only'
import type { OrderNote } from '@/lib/admin/order-note.schema'
import { BACK_OFFICE_MESSAGES } from '@/lib/errors/catalogue'
import { backendFailure } from '@/lib/commerce/errors'
import { createSessionClient } from '@/lib/commerce/session'

/**
 * Adds a note to an order as the signed-in staff member (public.add_order_note: staff only; a note
 * to the customer is queued to them by e-mail in the same transaction, an internal one to nobody).
 */
export async function addOrderNote({ kind, id, note, internal }: OrderNote): Promise<void> {
  const { error } = await (await createSessionClient()).rpc('add_order_note', { p_kind: kind, p_id: id, p_note: note, p_internal: internal })
  if (error) throw backendFailure(error, BACK_OFFICE_MESSAGES.noteNotSaved)
}
