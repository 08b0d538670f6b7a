import path from 'node:path'
import { keysFile, randomKey } from '../../local-services/keys-file'

/**
 * The embedded backend's JWT secret and API keys. Nothing about them is fixed: the backend makes
 * them at random the first time it starts on a data folder and keeps them beside the data, readable
 * by this user only, so a token or key can only come from this machine's backend.
 */
export type EmbeddedKeys = { jwtSecret: string; publishableKey: string; secretKey: string }

/** Where the keys live: SUPABASE_LITE_KEYS_FILE, or beside the default data folder (git-ignored). */
export function embeddedKeysFile(): string {
  // Ignored by the build's file tracing: the keys are made at run time and must never ship with it.
  return path.resolve(/*turbopackIgnore: true*/ process.env.SUPABASE_LITE_KEYS_FILE || '.data/supabase-keys.json')
}

// The secret key bypasses every row-level rule; the JWT secret signs any user's session.
const keys = keysFile<EmbeddedKeys>({
  service: 'the embedded commerce backend',
  names: ['jwtSecret', 'publishableKey', 'secretKey'],
  make: () => ({ jwtSecret: randomKey(48), publishableKey: `sb_publishable_${randomKey(24)}`, secretKey: `sb_secret_${randomKey(32)}` }),
})

/** The keys of `file`, made on first use; `renew` replaces them (a fresh database: tokens signed for the old one must not open the new one). */
export const ensureEmbeddedKeys = (file: string, options?: { renew?: boolean }) => keys.ensure(file, options)

/** The keys the running embedded backend uses, for the site's server. */
export const readEmbeddedKeys = (file: string = embeddedKeysFile()) => keys.read(file)
