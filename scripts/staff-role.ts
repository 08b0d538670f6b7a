/**
 * `npm run staff:role -- <e-mail> <customer|staff|admin>`: gives an account a role, with the
 * commerce backend's secret key (the hosted project's SUPABASE_SECRET_KEY, or the embedded
 * backend's own keys). This is how the first admin is made; after that, admins give roles in the
 * back office. The account must exist and have confirmed its address: sign up on the site first.
 */
import { createClient } from '@supabase/supabase-js'
import { commerceConfig, commerceSecretKey } from '../lib/commerce/config'
import type { Database } from '../lib/commerce/database.types'

const ROLES = ['customer', 'staff', 'admin'] as const

async function main() {
  const [email, role] = process.argv.slice(2)
  if (!email || !ROLES.includes(role as (typeof ROLES)[number])) {
    throw new Error(`usage: npm run staff:role -- <e-mail> <${ROLES.join('|')}>`)
  }
  const config = commerceConfig()
  const service = createClient<Database>(config.url, commerceSecretKey(config), { auth: { persistSession: false, autoRefreshToken: false } })
  const { data, error } = await service.from('profiles').update({ role }).eq('email', email.trim().toLowerCase()).select('email, role')
  if (error) throw new Error(`the role could not be changed: ${error.message}`)
  if (!data?.length) throw new Error(`no account with the e-mail ${email}: sign up on the site first`)
  console.log(`${data[0]!.email} is now ${data[0]!.role}.`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
