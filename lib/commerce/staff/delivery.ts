import 'server-only'
import type { DeliveryChange } from '@/lib/admin/delivery-change.schema'
import { BACK_OFFICE_MESSAGES } from '@/lib/errors/catalogue'
import { FieldRejection } from '@/lib/forms/field-rejection'
import { backendFailure } from '@/lib/commerce/errors'
import { createSessionClient } from '@/lib/commerce/session'

/**
 * Sets where a request goes, as the signed-in staff member (public.change_delivery: staff only,
 * until it ships), with a history entry naming them and keeping the note.
 */
export async function changeDelivery({ kind, id, note, delivery }: DeliveryChange): Promise<void> {
  const { error } = await (await createSessionClient()).rpc('change_delivery', { p_kind: kind, p_id: id, p_delivery: delivery, p_note: note })
  if (!error) return
  if (error.hint === 'transition') throw new FieldRejection('id', BACK_OFFICE_MESSAGES.deliveryAfterShipping)
  throw backendFailure(error, BACK_OFFICE_MESSAGES.deliveryNotChanged)
}
