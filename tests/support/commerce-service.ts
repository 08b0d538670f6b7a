import { createClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/commerce/database.types'
import { embeddedKeysFile, readEmbeddedKeys } from '@/lib/commerce/embedded/keys'

/**
 * The run's commerce backend as the service role, for journeys that read back what the site
 * stored or tamper with it as an attacker with database access could. playwright.config.ts says
 * where that backend listens and where its keys are.
 */
export function serviceClient() {
  return createClient<Database>(process.env.COMMERCE_BACKEND_URL ?? '', readEmbeddedKeys(embeddedKeysFile()).secretKey, { auth: { persistSession: false } })
}
