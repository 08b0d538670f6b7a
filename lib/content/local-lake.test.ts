import { afterEach, expect, it, vi } from 'vitest'

// A hosted deployment (NEXT_PUBLIC_SANITY_PROJECT_ID) that also names a lake folder: the door
// answers as without a lake and never loads one of the lake's modules.
const loaded = vi.hoisted(() => [] as string[])
vi.mock('@/lib/content/sanity-env', () => ({ isSanityConfigured: true }))
vi.mock('@/studio/local-lake/defaults', async (original) => (loaded.push('defaults'), original()))
vi.mock('@/studio/local-lake/assets', async (original) => (loaded.push('assets'), original()))
const { lakeDocuments, lakeUrlForStudio, lakeWebhookSecret, readLakeAsset } = await import('./local-lake')

afterEach(() => vi.unstubAllEnvs())

it('loads none of the lake’s modules on a hosted project', async () => {
  vi.stubEnv('CONTENT_LAKE_DIR', '.data/content-lake-test')
  expect(await lakeUrlForStudio()).toBeNull()
  expect(await lakeWebhookSecret()).toBeUndefined()
  expect(await lakeDocuments()).toBeNull()
  expect(await readLakeAsset(`${'a'.repeat(40)}.png`)).toBeNull()
  expect(loaded).toEqual([])
})
