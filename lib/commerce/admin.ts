import 'server-only'
import { createClient } from '@supabase/supabase-js'
import { commerceConfig } from './config'
import type { Database } from './database.types'
import { EMBEDDED_SECRET_KEY } from './embedded/secret'

/**
 * The service-role client. Only the checkout uses it, to call place_order with prices the server
 * computed; it bypasses Row Level Security, so it never serves a visitor's own request directly.
 */
export function createAdminClient() {
  const config = commerceConfig()
  const secretKey = config.embedded ? EMBEDDED_SECRET_KEY : process.env.SUPABASE_SECRET_KEY
  if (!secretKey) throw new Error('SUPABASE_SECRET_KEY must be set with NEXT_PUBLIC_SUPABASE_URL')
  return createClient<Database>(config.url, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}
