import { createClient } from '@supabase/supabase-js'
import { keysFile, randomKey } from '../../local-services/keys-file'
import type { Database } from '../database.types'
import type { EmbeddedBackend } from './backend.mts'

/**
 * The demo staff account of the embedded default: made on the backend's first start, with a
 * password made at random and kept beside the backend's keys (never fixed in the code), and
 * printed by `npm run serve`, so a developer can open the back office at /admin at once. The same
 * e-mail as the Studio's staff login on the local content lake, with a password of its own.
 */
const DEMO_STAFF_EMAIL = 'staff@hockey-shop.local'

const passwords = keysFile<{ password: string }>({ service: 'the demo staff account', names: ['password'], make: () => ({ password: randomKey(12) }) })

/** Where its password is kept: beside the backend's keys file (`….json` → `….staff.json`). */
const demoStaffFile = (keysFile: string) => keysFile.replace(/\.json$/, '.staff.json')

/** The demo staff login the running backend has, for the browser tests. */
export const readDemoStaffLogin = (keysFile: string) => ({ email: DEMO_STAFF_EMAIL, password: passwords.read(demoStaffFile(keysFile)).password })

/**
 * Signs the demo staff account in, or makes it: signed up like any customer, its address confirmed
 * with the link the backend e-mailed, then given the staff role with the secret key. An account
 * that already exists keeps whatever role an admin gave it.
 */
export async function ensureDemoStaff(backend: Pick<EmbeddedBackend, 'url' | 'keys' | 'linkTokenSentTo'>, keysFile: string, { renew = false } = {}) {
  const { password } = passwords.ensure(demoStaffFile(keysFile), { renew })
  const options = { auth: { persistSession: false, autoRefreshToken: false } }
  const visitor = createClient<Database>(backend.url, backend.keys.publishableKey, options)
  const signedIn = await visitor.auth.signInWithPassword({ email: DEMO_STAFF_EMAIL, password })
  if (signedIn.data.user) return { email: DEMO_STAFF_EMAIL, password }
  const signedUp = await visitor.auth.signUp({ email: DEMO_STAFF_EMAIL, password, options: { data: { first_name: 'Shop', last_name: 'Staff' } } })
  const token = backend.linkTokenSentTo(DEMO_STAFF_EMAIL)
  const confirmed = signedUp.data.user && token ? await visitor.auth.verifyOtp({ token_hash: token, type: 'signup' }) : null
  if (!signedUp.data.user || !confirmed?.data.user) {
    throw new Error(`the demo staff account could not be made (${signedUp.error?.message ?? confirmed?.error?.message ?? 'no confirmation e-mail'}); its password is in ${demoStaffFile(keysFile)}`)
  }
  const service = createClient<Database>(backend.url, backend.keys.secretKey, options)
  const { error } = await service.from('profiles').update({ role: 'staff' }).eq('id', signedUp.data.user.id)
  if (error) throw new Error(`the demo staff account could not be given the staff role: ${error.message}`)
  return { email: DEMO_STAFF_EMAIL, password }
}
