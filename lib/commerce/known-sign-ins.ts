import 'server-only'
import { BackendError } from '@/lib/errors/backend'
import { SERVICE_UNAVAILABLE } from '@/lib/errors/catalogue'
import { createAdminClient } from './admin'

/** Records a successful sign-in under its keys (public.remember_sign_in, service role only). */
export async function rememberSignIn(keys: string[]): Promise<void> {
  const { error } = await createAdminClient().rpc('remember_sign_in', { p_keys: keys })
  if (error) throw new BackendError(SERVICE_UNAVAILABLE, error)
}

/** Whether any of the keys signed in before (public.known_sign_in, service role only). */
export async function isKnownSignIn(keys: string[]): Promise<boolean> {
  const { data, error } = await createAdminClient().rpc('known_sign_in', { p_keys: keys })
  if (error || typeof data !== 'boolean') throw new BackendError(SERVICE_UNAVAILABLE, error)
  return data
}
