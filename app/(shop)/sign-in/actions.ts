'use server'

import { rejected, type SignInState } from '@/components/account/form-state'
import { parseSignInForm, safeRedirectPath } from '@/lib/account/forms'
import { signIn } from '@/lib/commerce/account'
import { mergeBrowserData } from '@/lib/commerce/merge'

/** Signs in with e-mail and password; the typed e-mail comes back on failure, the password never does. */
export async function signInAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  const parsed = parseSignInForm(form)
  if (!parsed.ok) return rejected(parsed.errors, parsed.values)
  const result = await signIn(parsed.data.email, parsed.data.password)
  if (!result.ok) return rejected({}, { email: parsed.data.email, password: '' }, result.message)
  await mergeBrowserData(form.get('browserCart'), form.get('browserTeams'))
  return { status: 'signed-in', next: safeRedirectPath(form.get('next')?.toString()) }
}
