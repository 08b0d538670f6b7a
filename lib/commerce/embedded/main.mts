// `tsx lib/commerce/embedded/main.mts [--fresh] [--mailbox]`: the embedded commerce backend as a
// process of its own, started by `npm run serve` and by the browser tests.
import { runLocalService } from '../../local-services/run.js'
import { startEmbeddedBackend } from './backend.mjs'

const args = new Set(process.argv.slice(2))
runLocalService(
  '[commerce] the embedded backend',
  () =>
    startEmbeddedBackend({
      port: process.env.SUPABASE_LITE_PORT ? Number(process.env.SUPABASE_LITE_PORT) : undefined,
      dataDir: process.env.SUPABASE_LITE_DATA_DIR,
      postgresUrl: process.env.SUPABASE_LITE_POSTGRES_URL,
      siteOrigin: process.env.SITE_ORIGIN,
      fresh: args.has('--fresh'),
      mailbox: args.has('--mailbox'),
    }),
  (backend) => [`[commerce] embedded backend ready at ${backend.url}`],
)
