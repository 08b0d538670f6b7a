// `tsx studio/local-lake/main.mts [--fresh]`: the local content lake as a process of its own,
// started by `npm run serve` (scripts/lib/content-lake.sh) and by the browser tests.
//
// CONTENT_LAKE_PORT        its port (default 54360), on 127.0.0.1, HTTPS (HTTP/2)
// CONTENT_LAKE_DIR         its documents, transaction log and certificate (default .data/content-lake)
// CONTENT_LAKE_KEYS_FILE   the staff password and its secrets (default .data/content-lake.keys.json, mode 0600)
// SITE_ORIGIN              the site's origin, whose /studio may use it (several: comma-separated)
// CONTENT_LAKE_WEBHOOK_URL where publish notices go (default: the first SITE_ORIGIN + /api/revalidate)
import { contentLakeSettings } from './defaults.js'
import { startContentLake } from './server.js'

async function main() {
  const siteOrigins = [...new Set((process.env.SITE_ORIGIN || 'http://localhost:3000').split(',').map((origin) => origin.trim()).filter(Boolean))]
  const settings = contentLakeSettings()
  const webhookUrl = process.env.CONTENT_LAKE_WEBHOOK_URL || new URL('/api/revalidate', siteOrigins[0]).href
  const lake = await startContentLake({ ...settings, siteOrigins, webhookUrl, fresh: process.argv.includes('--fresh') })
  console.log(`[content lake] ready at ${lake.url} for the Studio at ${siteOrigins.map((origin) => `${origin}/studio`).join(', ')}`)
  console.log(`[content lake] staff login: ${lake.staff.email} / ${lake.staff.password}`)
  const stop = async () => {
    await lake.stop()
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

main().catch((error: unknown) => {
  console.error('[content lake] could not start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
