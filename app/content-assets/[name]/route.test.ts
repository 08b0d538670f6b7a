import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lakeDocumentsFile } from '@/studio/local-lake/defaults'
import { assetsDir } from '@/studio/local-lake/assets'
import { GET } from './route'

// The site's route for the lake's uploads, over a lake folder holding an asset document stored
// before the lake checked them (issue 27): bytes kept as a file, described as a script.
const script = Buffer.from('alert(document.domain)')
const hash = createHash('sha1').update(script).digest('hex')
const forged = { _id: `image-${hash}-1x1-js`, _type: 'sanity.imageAsset', extension: 'js', mimeType: 'text/javascript', url: `/content-assets/${hash}.js`, _rev: 'r', _createdAt: 'x', _updatedAt: 'x' }

let dir = ''
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'content-assets-'))
  vi.stubEnv('CONTENT_LAKE_DIR', dir)
  const documents = lakeDocumentsFile(dir)
  mkdirSync(assetsDir(path.dirname(documents)), { recursive: true })
  writeFileSync(documents, `${JSON.stringify(forged)}\n`)
  writeFileSync(path.join(assetsDir(path.dirname(documents)), `${hash}.js`), script)
})
afterEach(() => {
  vi.unstubAllEnvs()
  rmSync(dir, { recursive: true, force: true })
})

describe('GET /content-assets/<name>', () => {
  it('serves a stored file its document calls a script as a download, never as JavaScript', async () => {
    const response = await GET(new Request(`http://127.0.0.1/content-assets/${hash}.js`), { params: Promise.resolve({ name: `${hash}.js` }) })
    expect(response.status).toBe(200)
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': 'attachment',
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.stringMatching(/^default-src 'none';.* sandbox$/),
    })
  })
})
