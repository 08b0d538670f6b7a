import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from '@sanity/client'
import { startFakeContentLake, type FakeContentLake } from '@/tests/support/fake-content-lake'
import { queryDocuments } from './embedded/backend'
import { loadDataset } from './embedded/load'
import { hostedQuery, type HostedQuery } from './hosted'
import * as queries from './queries'

const documents = loadDataset()
let lake: FakeContentLake
let hosted: HostedQuery

beforeAll(async () => {
  lake = await startFakeContentLake(documents)
  const client = createClient({ projectId: 'test', dataset: 'production', apiVersion: '2025-10-01', apiHost: lake.url, useProjectHostname: false, useCdn: false })
  hosted = hostedQuery(client, 'read-token')
})
afterAll(() => lake.close())

const { productBySlugQuery, productSlugsQuery } = queries
// Every query the site sends.
const cases: [string, string, Record<string, unknown>][] = [
  ...Object.entries(queries as Record<string, unknown>)
    .filter((entry): entry is [string, string] => entry[0].endsWith('Query') && typeof entry[1] === 'string')
    .map(([name, query]): [string, string, Record<string, unknown>] => [name, query, query.includes('$slug') ? { slug: 'showtime-jersey' } : {}]),
]

it('covers every query the site sends', () => {
  expect(cases.length).toBeGreaterThanOrEqual(12)
})

describe('the same query gives the same result on both backends', () => {
  it.each(cases)('%s', async (_, query, params) => {
    const embedded = await queryDocuments(documents, query, params, 'published')
    expect(embedded).not.toBeNull()
    expect(await hosted(query, params, 'published')).toEqual(embedded)
  })

  it('an unknown product is null on both', async () => {
    const params = { slug: 'no-such-product' }
    expect(await queryDocuments(documents, productBySlugQuery, params, 'published')).toBeNull()
    expect(await hosted(productBySlugQuery, params, 'published')).toBeNull()
  })

  it('hosted drafts go uncached, with the read token, in the drafts perspective', async () => {
    await hosted(productSlugsQuery, {}, 'drafts')
    expect(lake.requests.at(-1)).toEqual({ perspective: 'drafts', authorization: 'Bearer read-token' })
  })

  it('published queries never send the token', async () => {
    await hosted(productSlugsQuery, {}, 'published')
    expect(lake.requests.at(-1)?.authorization).toBeUndefined()
  })
})

describe('fresh published reads', () => {
  it('skip the CDN, whose copies may lag a publish; other published reads may use it', async () => {
    const calls: unknown[][] = []
    const client = { fetch: async (...args: unknown[]) => calls.push(args) } as unknown as Parameters<typeof hostedQuery>[0]
    await hostedQuery(client, undefined)(productSlugsQuery, {}, 'published', { fresh: true })
    await hostedQuery(client, undefined)(productSlugsQuery, {}, 'published')
    expect(calls).toEqual([
      [productSlugsQuery, {}, { useCdn: false }],
      [productSlugsQuery, {}],
    ])
  })
})

describe('hosted drafts without a token', () => {
  it('refuse to run rather than silently showing published content', async () => {
    const client = createClient({ projectId: 'test', dataset: 'production', apiVersion: '2025-10-01', apiHost: lake.url, useProjectHostname: false, useCdn: false })
    await expect(hostedQuery(client, undefined)(productSlugsQuery, {}, 'drafts')).rejects.toThrow('SANITY_API_READ_TOKEN')
  })
})
