// `tsx studio/local-lake/main.mts [--fresh]`: the local content lake as a process of its own,
// started by `npm run serve` (scripts/lib/content-lake.sh) and by the browser tests.
//
// CONTENT_LAKE_PORT        its port (default 54360), on 127.0.0.1, HTTPS (HTTP/2)
// CONTENT_LAKE_DIR         its documents, transaction log and certificate (default .data/content-lake)
// CONTENT_LAKE_KEYS_FILE   the staff password and its secrets (default .data/content-lake.keys.json, mode 0600)
// SITE_ORIGIN              the site's origin, whose /studio may use it (several: comma-separated)
// CONTENT_LAKE_WEBHOOK_URL where publish notices go (default: the first SITE_ORIGIN + /api/revalidate)
import { runLocalService, siteOrigins } from '../../lib/local-services/run.js'
import { contentLakeSettings } from './defaults.js'
import { startContentLake } from './server.js'

const origins = siteOrigins()
runLocalService(
  '[content lake]',
  () =>
    startContentLake({
      ...contentLakeSettings(),
      siteOrigins: origins,
      webhookUrl: process.env.CONTENT_LAKE_WEBHOOK_URL || new URL('/api/revalidate', origins[0]).href,
      fresh: process.argv.includes('--fresh'),
    }),
  (lake) => [
    `[content lake] ready at ${lake.url} for the Studio at ${origins.map((origin) => `${origin}/studio`).join(', ')}`,
    `[content lake] staff login: ${lake.staff.email} / ${lake.staff.password}`,
  ],
)
