import path from 'node:path'
import { assetFiles } from './assets'
import { lakeAuth } from './auth'
import type { LakeDocument } from './documents'
import { lakeService } from './service'
import { LakeStore, type Transaction } from './store'

/** The staff login of a lake in the unit tests. */
export const TEST_STAFF = { email: 'staff@hockey-shop.local', password: 'correct horse battery' }

/**
 * A lake for the unit tests, as `startContentLake` puts one together but without the server: its
 * store in `dir` seeded with `seed`, its staff login, the Studio on `site`, and the site's images
 * under `publicDir`. Committed transactions are pushed to `committed`.
 */
export function testLake({ dir, seed, site, publicDir, committed = [] }: { dir: string; seed: () => LakeDocument[]; site: string; publicDir: string; committed?: Transaction[] }) {
  const files = assetFiles(path.join(dir, 'production'), publicDir)
  const store = LakeStore.open(path.join(dir, 'production'), seed, files.checkDocument)
  const auth = lakeAuth({ staff: TEST_STAFF, secret: 'test-session-secret', allowedOrigins: [site] })
  const handle = lakeService({
    store,
    projectId: 'local',
    dataset: 'production',
    allowedOrigins: [site],
    identify: auth.identify,
    auth: auth.handle,
    assets: files,
    onCommit: (transaction) => committed.push(transaction),
  })
  return { store, handle }
}
