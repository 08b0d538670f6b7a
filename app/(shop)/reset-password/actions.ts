'use server'

import { redirect } from 'next/navigation'
import { rejected, type NewPasswordState } from '@/components/account/form-state'
import { accountPaths } from '@/components/account/paths'
import { parseNewPasswordForm } from '@/lib/account/forms'
import { updatePassword } from '@/lib/commerce/account'

/** Sets the new password for the session the e-mail link opened (or the signed-in account). */
export async function newPasswordAction(_previous: NewPasswordState, form: FormData): Promise<NewPasswordState> {
  const parsed = parseNewPasswordForm(form)
  if (!parsed.ok) return rejected(parsed.errors, parsed.values)
  const result = await updatePassword(parsed.data.password)
  if (!result.ok) return rejected({}, { password: '', confirmPassword: '' }, result.message)
  redirect(accountPaths.passwordChanged)
}
