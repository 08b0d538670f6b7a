'use server'

import { redirect } from 'next/navigation'
import { rejected, type NewPasswordState } from '@/components/account/form-state'
import { parseNewPasswordForm } from '@/lib/account/forms'
import { updatePassword } from '@/lib/commerce/account'
import { routes } from '@/lib/routes'

/** Sets the new password for the session the e-mail link opened (or the signed-in account). */
export async function newPasswordAction(_previous: NewPasswordState, form: FormData): Promise<NewPasswordState> {
  const parsed = parseNewPasswordForm(form)
  if (!parsed.ok) return rejected(parsed.errors, parsed.values)
  const result = await updatePassword(parsed.data.password)
  if (!result.ok) return rejected({}, { password: '', confirmPassword: '' }, result.message)
  redirect(routes.passwordChanged)
}
