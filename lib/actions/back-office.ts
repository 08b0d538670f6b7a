'use server'

import { revalidatePath } from 'next/cache'
import { changeOrderStatus } from '@/lib/admin/status'
import { parseStatusChangeForm } from '@/lib/admin/status-change.schema'
import { deliverMailSoon } from '@/lib/mail/outbox.server'
import { routes } from '@/lib/routes'
import { validatedActionWithUser } from './validated-action'

/** Staff move an order along the workflow from its page; the database checks that they are staff and that the move is allowed. */
export const changeStatusAction = validatedActionWithUser(parseStatusChangeForm, async (change) => {
  await changeOrderStatus(change)
  // The customer is told of the new status.
  deliverMailSoon()
  // The order's page and the inbox show the new status.
  revalidatePath(routes.admin, 'layout')
  return { changedTo: change.to }
})
