import 'server-only'
import { BACK_OFFICE_MESSAGES } from '@/lib/errors/catalogue'
import { FieldRejection } from '@/lib/forms/field-rejection'
import type { SendMockup } from '@/lib/orders/mockups.schema'
import { backendFailure } from '@/lib/commerce/errors'
import { createSessionClient } from '@/lib/commerce/session'

/**
 * Sends a stored mockup to the order's customer as the signed-in staff member
 * (public.send_mockup, which checks the role and that the order is in design, moves it to
 * "mockup sent" and writes the history and the customer's e-mail). Returns its round.
 */
export async function sendMockup({ kind, id, from, note }: SendMockup, file: { path: string; contentType: string }): Promise<number> {
  const supabase = await createSessionClient()
  const { data, error } = await supabase.rpc('send_mockup', { p_kind: kind, p_id: id, p_from: from, p_path: file.path, p_content_type: file.contentType, p_note: note })
  if (!error) return data
  if (error.hint === 'transition') throw new FieldRejection('file', BACK_OFFICE_MESSAGES.mockupNotInDesign)
  if (error.hint === 'stale') throw new FieldRejection('file', BACK_OFFICE_MESSAGES.movedMeanwhile)
  throw backendFailure(error, BACK_OFFICE_MESSAGES.mockupNotSent)
}
