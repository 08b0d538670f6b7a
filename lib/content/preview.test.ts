import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lakeDocumentsFile } from '@/studio/local-lake/defaults'
import { checkPreviewLink } from './preview'

// The secret the Studio's Presentation tool writes (as a draft) before it opens a preview, as
// @sanity/preview-url-secret's createPreviewSecret makes it.
const secretDocument = (secret: string, updatedAt: Date) => ({
  _id: 'drafts.2f5d9c1e-preview',
  _type: 'sanity.previewUrlSecret',
  _rev: 'r1',
  _createdAt: updatedAt.toISOString(),
  _updatedAt: updatedAt.toISOString(),
  secret,
  source: 'sanity/presentation',
  studioUrl: 'http://127.0.0.1:3000/studio/presentation',
  userId: 'local-staff',
})

const link = (secret: string, pathname = '/products/showtime-jersey') =>
  `http://127.0.0.1:3000/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(pathname)}&sanity-preview-perspective=drafts`

describe('preview links on the embedded default (the local content lake’s documents)', () => {
  let dir = ''
  const useDocuments = (documents: unknown[]) => writeFileSync(lakeDocumentsFile(dir), documents.map((document) => JSON.stringify(document)).join('\n'))

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'preview-'))
    mkdirSync(path.dirname(lakeDocumentsFile(dir)), { recursive: true })
    vi.stubEnv('CONTENT_LAKE_DIR', dir)
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    rmSync(dir, { recursive: true, force: true })
  })

  it('accepts a secret the Studio made within the hour and goes to the page asked for', async () => {
    useDocuments([secretDocument('s3cr3t-from-the-studio', new Date())])
    expect(await checkPreviewLink(link('s3cr3t-from-the-studio'))).toEqual({ ok: true, redirectTo: '/products/showtime-jersey?sanity-preview-perspective=drafts' })
  })

  it('refuses a wrong secret, an expired one and a link without one', async () => {
    useDocuments([secretDocument('old-secret', new Date(Date.now() - 2 * 60 * 60 * 1000))])
    expect(await checkPreviewLink(link('old-secret'))).toMatchObject({ ok: false })
    expect(await checkPreviewLink(link('guessed'))).toMatchObject({ ok: false })
    expect(await checkPreviewLink('http://127.0.0.1:3000/api/draft-mode/enable')).toMatchObject({ ok: false, message: expect.stringContaining('not valid') })
  })

  it('never sends the browser off the site, whatever the link says', async () => {
    useDocuments([secretDocument('s3cr3t-from-the-studio', new Date())])
    const checked = await checkPreviewLink(link('s3cr3t-from-the-studio', '//evil.example/x'))
    expect(checked).toMatchObject({ ok: true, redirectTo: expect.stringMatching(/^\/[^/]/) })
  })
})
