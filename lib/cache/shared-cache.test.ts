import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startRedis, type RedisServer } from '@/tests/support/redis-server'
import { keptFor, LONGEST_ENTRY_SECONDS, revalidatedRecord, SharedStore, tagsExpired, tagsStale } from './shared-store.mts'
import { sharedCacheHandler } from './use-cache-handler.mts'

describe('the rules of tag records, as Next keeps them', () => {
  const records = new Map([
    ['product', { expired: 2_000 }],
    ['faq', { stale: 3_000, expired: 9_000 }],
  ])

  it('an entry made before a tag expired is expired once that time has come, one made after it is not', () => {
    expect(tagsExpired(records, ['product'], 1_000, 5_000)).toBe(true)
    expect(tagsExpired(records, ['product'], 2_500, 5_000)).toBe(false)
    expect(tagsExpired(records, ['faq'], 1_000, 5_000)).toBe(false)
    expect(tagsExpired(records, ['faq'], 1_000, 9_000)).toBe(true)
    expect(tagsExpired(records, ['other'], 0, 5_000)).toBe(false)
  })

  it('an entry made before a tag was marked stale is stale', () => {
    expect(tagsStale(records, ['product', 'faq'], 2_500)).toBe(true)
    expect(tagsStale(records, ['faq'], 3_500)).toBe(false)
  })

  it('a revalidation expires at once without durations, and marks stale then expires after `expire` with them', () => {
    expect(revalidatedRecord({ stale: 1 }, 10_000)).toEqual({ stale: 1, expired: 10_000 })
    expect(revalidatedRecord({}, 10_000, { expire: 0 })).toEqual({ stale: 10_000, expired: 10_000 })
    expect(revalidatedRecord({ expired: 5 }, 10_000, { expire: 60 })).toEqual({ stale: 10_000, expired: 70_000 })
    expect(revalidatedRecord({ expired: 5 }, 10_000, {})).toEqual({ stale: 10_000, expired: 5 })
  })

  it('entries are kept for their expire time, within thirty days', () => {
    expect(keptFor(90.5)).toBe(91)
    expect(keptFor(Infinity)).toBe(LONGEST_ENTRY_SECONDS)
    expect(keptFor(false)).toBe(LONGEST_ENTRY_SECONDS)
    expect(keptFor(10 ** 9)).toBe(LONGEST_ENTRY_SECONDS)
  })
})

const bytes = (text: string) => new TextEncoder().encode(text)
const streamOf = (text: string) => new Response(text).body!
const textOf = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text()
const entry = (text: string, tags: string[], timestamp = Date.now()) => ({ value: streamOf(text), tags, stale: 300, timestamp, expire: 3600, revalidate: 900 })

describe('two instances sharing one Redis', () => {
  let redis: RedisServer
  const stores: SharedStore[] = []
  // Two instances: two handlers, each with a connection of its own, on one deployment's keys.
  const instance = () => {
    const store = new SharedStore(redis.url, 'shop:test:')
    stores.push(store)
    return { store, handler: sharedCacheHandler(() => store) }
  }

  beforeAll(async () => {
    redis = await startRedis()
  }, 30_000)
  afterAll(async () => {
    for (const store of stores) store.close()
    await redis?.stop()
  })

  it("serves one instance's content read from the other, until either revalidates one of its tags", async () => {
    const a = instance()
    const b = instance()
    await a.handler.set('prices', Promise.resolve(entry('$65', ['product', 'settings'])))
    const read = await b.handler.get('prices')
    expect(read && { ...read, value: await textOf(read.value) }).toMatchObject({ value: '$65', tags: ['product', 'settings'], revalidate: 900 })

    await b.handler.updateTags(['product'], { expire: 0 })
    expect(await a.handler.get('prices')).toBeUndefined()
    expect(await a.handler.getExpiration(['product', 'faq'])).toBeGreaterThan(0)
    expect(await a.handler.getExpiration(['faq'])).toBe(0)
  })

  it('gives a stale entry once more to be made again in the background, when a tag is marked stale for later', async () => {
    const a = instance()
    const b = instance()
    await a.handler.set('faq', Promise.resolve(entry('answer', ['faq'])))
    await b.handler.updateTags(['faq'], { expire: 60 })
    expect(await a.handler.get('faq')).toMatchObject({ revalidate: -1 })
  })

  it('keeps no entry that expires at once (a failed content read), and makes every read of a key being written wait for it', async () => {
    const { handler } = instance()
    await handler.set('failed', Promise.resolve({ ...entry('x', []), expire: 0 }))
    expect(await handler.get('failed')).toBeUndefined()

    let finish: (value: ReturnType<typeof entry>) => void = () => {}
    const writing = handler.set('slow', new Promise((resolve) => (finish = resolve)))
    const reading = handler.get('slow')
    finish(entry('made', []))
    await writing
    const read = await reading
    expect(read && (await textOf(read.value))).toBe('made')
  })

  it('another deployment never reads these entries', async () => {
    const { handler } = instance()
    await handler.set('page', Promise.resolve(entry('build one', [])))
    const other = new SharedStore(redis.url, 'shop:other:')
    stores.push(other)
    expect(await sharedCacheHandler(() => other).get('page')).toBeUndefined()
  })

  it('with Redis away: a read is a miss, every entry counts as expired, and a revalidation fails for its sender to retry', async () => {
    const away = new SharedStore('redis://127.0.0.1:1', 'shop:test:')
    stores.push(away)
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {})
    const handler = sharedCacheHandler(() => away)
    await handler.set('k', Promise.resolve(entry('x', [])))
    expect(await handler.get('k')).toBeUndefined()
    expect(await handler.getExpiration(['product'])).toBeGreaterThanOrEqual(Date.now() - 1000)
    await expect(handler.updateTags(['product'])).rejects.toThrow()
    await expect(away.read('k')).rejects.toThrow('Redis is not reachable at 127.0.0.1:1')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('without the shared cache'))
    warn.mockRestore()
  })

  /** Two instances' page caches (next.config's cacheHandler with REDIS_URL) on this Redis, with an empty build folder. */
  const pageCaches = async () => {
    vi.stubEnv('REDIS_URL', redis.url)
    vi.stubEnv('NEXT_DEPLOYMENT_ID', 'test')
    const { default: SharedPageCache } = await import('./page-cache-handler.mts')
    const nodeFs = (await import('next/dist/server/lib/node-fs-methods.js')).nodeFs
    const context = { fs: nodeFs, serverDistDir: mkdtempSync(path.join(tmpdir(), 'page-cache-')), revalidatedTags: [] }
    return { a: new SharedPageCache(context), b: new SharedPageCache(context) }
  }

  it("serves a page another instance rendered with its scripts' hashes, and not once a tag it shows was revalidated", async () => {
    const { a, b } = await pageCaches()
    const page = { kind: 'APP_PAGE', html: '<p>$65</p><script>go()</script>', rscData: Buffer.from(bytes('rsc')), segmentData: new Map([['/_index', Buffer.from('seg')]]), headers: { 'x-next-cache-tags': 'product,_N_T_/products' }, status: 200, postponed: undefined }
    await a.set('/products', page, { cacheControl: { revalidate: false } })

    const read = await b.get('/products', { kind: 'APP_PAGE' })
    expect(read?.value).toMatchObject({ html: page.html, rscData: page.rscData, segmentData: page.segmentData, headers: { 'x-csp-script-hashes': expect.stringMatching(/^'sha256-/) } })
    expect(read?.cacheControl).toEqual({ revalidate: false })

    await a.revalidateTag('product', { expire: 0 })
    expect(await b.get('/products', { kind: 'APP_PAGE' })).toBeNull()
    vi.unstubAllEnvs()
  })

  it('keeps a page whose making a publish came in during as old as its start: served again only once made after the publish', async () => {
    const { a, b } = await pageCaches()
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5))
    const page = (price: string) => ({ kind: 'APP_PAGE', html: `<p>${price}</p>`, headers: { 'x-next-cache-tags': 'product' }, status: 200 })
    const shown = async () => ((await b.get('/products/jersey', { kind: 'APP_PAGE' }))?.value as { html?: string } | null)?.html

    // Instance a finds the page missing and starts making it with the old price; the publish comes in meanwhile.
    expect(await a.get('/products/jersey', { kind: 'APP_PAGE' })).toBeNull()
    await tick()
    await b.revalidateTag('product', { expire: 0 })
    await tick()
    await a.set('/products/jersey', page('$65'), { cacheControl: { revalidate: false } })
    expect(await shown()).toBeUndefined()

    // Made again after the publish, it is served, on every instance.
    expect(await a.get('/products/jersey', { kind: 'APP_PAGE' })).toBeNull()
    await a.set('/products/jersey', page('$72'), { cacheControl: { revalidate: false } })
    expect(await shown()).toBe('<p>$72</p>')
    vi.unstubAllEnvs()
  })
})
