// `tsx lib/commerce/embedded/main.mts [--fresh] [--mailbox]`: the embedded commerce backend as a
// process of its own, started by `npm run serve` and by the browser tests.
import { startEmbeddedBackend } from './backend.mjs'

async function main() {
  const args = new Set(process.argv.slice(2))
  const backend = await startEmbeddedBackend({
    port: process.env.SUPABASE_LITE_PORT ? Number(process.env.SUPABASE_LITE_PORT) : undefined,
    dataDir: process.env.SUPABASE_LITE_DATA_DIR,
    postgresUrl: process.env.SUPABASE_LITE_POSTGRES_URL,
    siteOrigin: process.env.SITE_ORIGIN,
    fresh: args.has('--fresh'),
    mailbox: args.has('--mailbox'),
  })
  console.log(`[commerce] embedded backend ready at ${backend.url}`)
  const stop = async () => {
    await backend.stop()
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

main().catch((error: unknown) => {
  console.error('[commerce] the embedded backend could not start:', error)
  process.exit(1)
})
