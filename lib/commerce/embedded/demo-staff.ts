import { createClient } from '@supabase/supabase-js'
import { keysFile, randomKey } from '../../local-services/keys-file'
import type { Database } from '../database.types'
import { signUpNames } from '../sign-up-names'
import type { EmbeddedBackend } from './backend.mts'

/**
 * The demo back-office accounts of the embedded default, a staff member and an admin (who also
 * gives roles, at /admin/team): made on the backend's first start, each with a password made at
 * random and kept beside the backend's keys (never fixed in the code), and printed by
 * `npm run serve`, so a developer can open the back office at /admin at once. The staff address is
 * the Studio's staff login on the local content lake too, with a password of its own.
 */
const DEMO_ACCOUNTS = {
  staff: { email: 'staff@hockey-shop.local', firstName: 'Shop', lastName: 'Staff' },
  admin: { email: 'admin@hockey-shop.local', firstName: 'Shop', lastName: 'Admin' },
} as const

export type DemoRole = keyof typeof DEMO_ACCOUNTS
export type DemoLogin = { email: string; password: string }

const passwords = keysFile<{ password: string }>({ service: 'a demo back-office account', names: ['password'], make: () => ({ password: randomKey(12) }) })

/** Where a demo account's password is kept: beside the backend's keys file (`….json` → `….staff.json`, `….admin.json`). */
const demoLoginFile = (keysFile: string, role: DemoRole) => keysFile.replace(/\.json$/, `.${role}.json`)

/** A demo login the running backend has, for the browser tests. */
export const readDemoLogin = (keysFile: string, role: DemoRole): DemoLogin => ({ email: DEMO_ACCOUNTS[role].email, password: passwords.read(demoLoginFile(keysFile, role)).password })

/** The demo staff login the running backend has, for the browser tests. */
export const readDemoStaffLogin = (keysFile: string) => readDemoLogin(keysFile, 'staff')

/**
 * Signs a demo account in, or makes it: signed up like any customer, its address confirmed with the
 * link the backend e-mailed, then given its role with the secret key. An account that already
 * exists keeps whatever role an admin gave it.
 */
async function ensureDemoAccount(backend: Pick<EmbeddedBackend, 'url' | 'keys' | 'linkTokenSentTo'>, keysFile: string, role: DemoRole, renew: boolean): Promise<DemoLogin> {
  const { email, firstName, lastName } = DEMO_ACCOUNTS[role]
  const file = demoLoginFile(keysFile, role)
  const { password } = passwords.ensure(file, { renew })
  const options = { auth: { persistSession: false, autoRefreshToken: false } }
  const visitor = createClient<Database>(backend.url, backend.keys.publishableKey, options)
  const signedIn = await visitor.auth.signInWithPassword({ email, password })
  if (signedIn.data.user) return { email, password }
  const signedUp = await visitor.auth.signUp({ email, password, options: signUpNames({ firstName, lastName }) })
  const token = backend.linkTokenSentTo(email)
  const confirmed = signedUp.data.user && token ? await visitor.auth.verifyOtp({ token_hash: token, type: 'signup' }) : null
  if (!signedUp.data.user || !confirmed?.data.user) {
    throw new Error(`the demo ${role} account could not be made (${signedUp.error?.message ?? confirmed?.error?.message ?? 'no confirmation e-mail'}); its password is in ${file}`)
  }
  const service = createClient<Database>(backend.url, backend.keys.secretKey, options)
  const { error } = await service.from('profiles').update({ role }).eq('id', signedUp.data.user.id)
  if (error) throw new Error(`the demo ${role} account could not be given its role: ${error.message}`)
  return { email, password }
}

/** Both demo accounts, made when missing (new passwords with `renew`, as on a fresh start). */
export async function ensureDemoAccounts(backend: Pick<EmbeddedBackend, 'url' | 'keys' | 'linkTokenSentTo'>, keysFile: string, { renew = false } = {}): Promise<Record<DemoRole, DemoLogin>> {
  return { staff: await ensureDemoAccount(backend, keysFile, 'staff', renew), admin: await ensureDemoAccount(backend, keysFile, 'admin', renew) }
}
