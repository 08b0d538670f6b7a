import { createClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/commerce/database.types'
import { embeddedKeysFile, readEmbeddedKeys } from '@/lib/commerce/embedded/keys'

/**
 * The run's commerce backend as the service role, for journeys that read back what the site
 * stored or tamper with it as an attacker with database access could. playwright.config.ts says
 * where that backend listens (its mailbox URL) and where its keys are.
 */
export function serviceClient() {
  const backend = new URL(process.env.COMMERCE_MAILBOX_URL ?? '').origin
  return createClient<Database>(backend, readEmbeddedKeys(embeddedKeysFile()).secretKey, { auth: { persistSession: false } })
}
