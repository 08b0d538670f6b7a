'use server'

import { rejected, type RegisterState } from '@/components/account/form-state'
import { parseRegisterForm, safeRedirectPath } from '@/lib/account/forms'
import { register } from '@/lib/commerce/account'
import { mergeBrowserData } from '@/lib/commerce/merge'

/** Creates the account and signs it in; what was typed comes back on failure, passwords blank. */
export async function registerAction(_previous: RegisterState, form: FormData): Promise<RegisterState> {
  const parsed = parseRegisterForm(form)
  if (!parsed.ok) return rejected(parsed.errors, parsed.values)
  const { email, password, firstName, lastName } = parsed.data
  const result = await register({ email, password, firstName, lastName })
  if (!result.ok) return rejected({}, { email, firstName, lastName, password: '', confirmPassword: '' }, result.message)
  await mergeBrowserData(form.get('browserCart'), form.get('browserTeams'))
  return { status: 'signed-in', next: safeRedirectPath(form.get('next')?.toString()) }
}
