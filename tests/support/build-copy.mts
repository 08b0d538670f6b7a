/**
 * `node tests/support/build-copy.mts FROM TO`: a fresh copy of the production build at FROM in TO,
 * for one journeys' server to serve (NEXT_DIST_DIR=TO). Next writes the pages it renders again after
 * a publish back into the build folder, so a server on the build itself would start the next run
 * with the Studio journeys' prices in its pages. Next's build cache stays behind: a server never reads it.
 */
import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'

const [from, to] = process.argv.slice(2)
if (!from || !to) throw new Error('usage: build-copy.mts FROM TO')
const buildCache = path.join(from, 'cache')
rmSync(to, { recursive: true, force: true })
cpSync(from, to, { recursive: true, filter: (source) => source !== buildCache })
