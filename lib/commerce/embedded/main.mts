// `tsx lib/commerce/embedded/main.mts [--fresh]`: the embedded commerce backend as a
// process of its own, started by `npm run serve` and by the browser tests, with its demo staff and
// admin accounts (./demo-staff).
import { runLocalService } from '../../local-services/run.js'
import { startEmbeddedBackend } from './backend.mjs'
import { ensureDemoAccounts } from './demo-staff.js'
import { embeddedKeysFile } from './keys.js'

const args = new Set(process.argv.slice(2))
runLocalService(
  '[commerce] the embedded backend',
  async () => {
    const backend = await startEmbeddedBackend({
      port: process.env.SUPABASE_LITE_PORT ? Number(process.env.SUPABASE_LITE_PORT) : undefined,
      dataDir: process.env.SUPABASE_LITE_DATA_DIR,
      postgresUrl: process.env.SUPABASE_LITE_POSTGRES_URL,
      siteOrigin: process.env.SITE_ORIGIN,
      fresh: args.has('--fresh'),
      smtpUrl: process.env.SMTP_URL || undefined,
      mailFrom: process.env.MAIL_FROM || undefined,
      // The browser tests' outages on purpose (./faults); `npm run serve` never sets it.
      faults: process.env.EMBEDDED_BACKEND_FAULTS === '1',
    })
    try {
      return { ...backend, demo: await ensureDemoAccounts(backend, embeddedKeysFile(), { renew: args.has('--fresh') }) }
    } catch (error) {
      await backend.stop()
      throw error
    }
  },
  (backend) => [
    `[commerce] embedded backend ready at ${backend.url}`,
    `[commerce] demo staff login for the back office (/admin): ${backend.demo.staff.email} / ${backend.demo.staff.password}`,
    `[commerce] demo admin login (the back office, and giving roles at /admin/team): ${backend.demo.admin.email} / ${backend.demo.admin.password}`,
  ],
)
