import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, it, vi } from 'vitest'
import { BackendError } from '@/lib/errors/backend'
import { SERVICE_UNAVAILABLE } from '@/lib/errors/catalogue'
import { lakeDocumentsFile } from '@/studio/local-lake/defaults'
import { fetchFreshPublished } from './fetch'
import { priceBooksQuery } from './queries'

afterEach(() => vi.unstubAllEnvs())

// A checkout or a wizard's submission reads its prices this way: a content backend that fails must
// reach the customer as an outage beside what they typed, not as the general apology for a bug.
it('says a content backend that cannot be read as the shop’s servers out of reach, keeping the cause for the log', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lake-'))
  try {
    const file = lakeDocumentsFile(dir)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, '{"_id": "cut off here')
    vi.stubEnv('CONTENT_LAKE_DIR', dir)
    const failure = await fetchFreshPublished(priceBooksQuery).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(BackendError)
    expect(failure).toMatchObject({ message: SERVICE_UNAVAILABLE, cause: expect.any(SyntaxError) })
  } finally {
    rmSync(dir, { recursive: true })
  }
})

it('reads the content as published when the backend answers', async () => {
  const books = await fetchFreshPublished(priceBooksQuery)
  expect(books.length).toBeGreaterThan(0)
})
