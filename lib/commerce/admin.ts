import 'server-only'
import { createClient } from '@supabase/supabase-js'
import { commerceConfig, commerceSecretKey } from './config'
import type { Database } from './database.types'

/**
 * The service-role client, for what only the server writes (orders, requests, enquiries, the mail
 * outbox) after checking and pricing it itself; it bypasses Row Level Security, so it never serves a
 * visitor's own request directly.
 */
export function createAdminClient() {
  const config = commerceConfig()
  return createClient<Database>(config.url, commerceSecretKey(config), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}
