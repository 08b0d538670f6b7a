import { createHash } from 'node:crypto'
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { storeLogo } from '@/lib/commerce/logos'
import { storedFileLink } from '@/lib/commerce/private-files'
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from '@/lib/uploads/logo'

/** A signed link to a stored logo, as the server makes one to read it back. */
const logoDownloadUrl = (path: string, seconds = 300) => storedFileLink('logos', path, seconds, LOGO_MESSAGES.notOpened)
import { describeOnEachTarget, type Client } from '@/tests/support/commerce-backend'

/** A real 1×1 PNG (written by libvips) and a plain SVG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4ISICAAKYAPHyVoqmAAAAAElFTkSuQmCC',
  'base64',
)
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>')

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())

/**
 * The private `logos` bucket: the server (lib/commerce/logos.ts, with the service role) stores
 * checked logos and hands out signed download links; visitors and customers reach nothing in it,
 * whether through supabase-js with their own key and session or by hand without any key.
 */
describeOnEachTarget('Logo storage', (backend) => {
  let stored = ''

  /** lib/commerce/logos.ts finds this backend as the site's server finds a hosted project. */
  const configureServer = () => {
    const { url, keys } = backend()
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', url)
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', keys.publishableKey)
    vi.stubEnv('SUPABASE_SECRET_KEY', keys.secretKey)
  }
  beforeAll(async () => {
    configureServer()
    const answer = await storeLogo(PNG)
    if (!answer.ok) throw new Error(answer.error)
    stored = answer.path
    vi.unstubAllEnvs()
  })
  beforeEach(configureServer)
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  const logos = (client: Client) => client.storage.from('logos')

  it('stores a checked PNG under a name made from its content and reads back the same bytes', async () => {
    expect(stored).toMatch(/^([0-9a-f]{2})\/\1[0-9a-f]{62}\.png$/)
    const { data, error } = await logos(backend().service).download(stored)
    expect(error).toBeNull()
    expect(await bytesOf(data!)).toEqual(new Uint8Array(PNG))
  })

  it('the same logo sent again is the file already stored, not a second copy', async () => {
    const again = await storeLogo(PNG)
    expect(again).toEqual({ ok: true, path: stored })
    const { data } = await logos(backend().service).list(stored.slice(0, 2))
    // Hosted storage names a folder's objects relative to it, the embedded one in full: either way, one copy.
    expect(data?.map((object) => object.name.split('/').pop())).toEqual([stored.slice(3)])
  })

  it('refuses what is not a safe image before anything is stored', async () => {
    const cases: [Uint8Array, string][] = [
      [new TextEncoder().encode('<!DOCTYPE html><html><script>alert(1)</script></html>'), LOGO_MESSAGES.notImage],
      [new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), LOGO_MESSAGES.unsafeSvg],
      [PNG.subarray(0, 8), LOGO_MESSAGES.damaged],
    ]
    for (const [bytes, message] of cases) {
      expect(await storeLogo(bytes)).toEqual({ ok: false, error: message })
      // Nothing named by that content exists in the bucket.
      const hash = createHash('sha256').update(bytes).digest('hex')
      expect((await logos(backend().service).list(hash.slice(0, 2), { search: hash })).data).toEqual([])
    }
  })

  it('gives a signed link that downloads the bytes as a file, never sniffed as another type', async () => {
    const response = await fetch(await logoDownloadUrl(stored))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[0-9a-f]{64}\.png"$/)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(PNG))
  })

  it('serves an SVG as an SVG, sandboxed', async () => {
    const answer = await storeLogo(SVG)
    if (!answer.ok) throw new Error(answer.error)
    const { path } = answer
    expect(path).toMatch(/\.svg$/)
    const response = await fetch(await logoDownloadUrl(path))
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-security-policy')).toContain('sandbox')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(SVG)
  })

  it('a signed link stops working when it expires or is altered', async () => {
    const link = new URL(await logoDownloadUrl(stored, 1))
    const token = link.searchParams.get('token') ?? ''
    const altered = new URL(link)
    altered.searchParams.set('token', `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`)
    expect((await fetch(altered)).ok).toBe(false)
    const otherObject = new URL(link)
    otherObject.pathname = otherObject.pathname.replace(/[^/]+$/, 'someone-else.png')
    expect((await fetch(otherObject)).ok).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 2100))
    expect((await fetch(link)).ok).toBe(false)
  })

  it('a missing logo is reported as the visitor reads it', async () => {
    await expect(logoDownloadUrl('2000/01/missing.png')).rejects.toThrow(LOGO_MESSAGES.notOpened)
  })

  it('the bucket itself refuses other types and larger files, even from the service role', async () => {
    const { service } = backend()
    const html = await logos(service).upload(`test/${Date.now()}.html`, new TextEncoder().encode('<p>hi</p>'), { contentType: 'text/html' })
    expect(html.error).not.toBeNull()
    const large = await logos(service).upload(`test/${Date.now()}.png`, new Uint8Array(LOGO_MAX_BYTES + 1), { contentType: 'image/png' })
    expect(large.error).not.toBeNull()
  })

  it('visitors and customers can neither list, read, sign, change nor upload logos', async () => {
    const { anon, a, b } = backend()
    const folder = stored.slice(0, 2)
    for (const [who, client] of [['anon', anon], ['customer A', a.client], ['customer B', b.client]] as const) {
      const listed = await logos(client).list(folder)
      expect(listed.data ?? [], who).toEqual([])
      expect((await logos(client).list()).data ?? [], who).toEqual([])
      expect((await logos(client).download(stored)).data, who).toBeNull()
      expect((await logos(client).createSignedUrl(stored, 60)).data, who).toBeNull()
      expect((await logos(client).upload(`${folder}/${who}.png`, PNG, { contentType: 'image/png' })).error, who).not.toBeNull()
      expect((await logos(client).upload(stored, PNG, { contentType: 'image/png', upsert: true })).error, who).not.toBeNull()
      const removed = await logos(client).remove([stored])
      expect(removed.data ?? [], who).toEqual([])
      expect((await logos(client).move(stored, `${folder}/moved.png`)).error, who).not.toBeNull()
      // Nor make a bucket of their own to host files on the shop's backend.
      expect((await client.storage.createBucket(`mine-${Date.now()}`, { public: true })).error, who).not.toBeNull()
    }
    const { data } = await logos(backend().service).download(stored)
    expect(await bytesOf(data!)).toEqual(new Uint8Array(PNG))
  })

  it('answers nothing to requests without any key', async () => {
    const { url } = backend()
    for (const route of [`object/logos/${stored}`, `object/public/logos/${stored}`, `object/authenticated/logos/${stored}`, 'bucket/logos']) {
      const response = await fetch(`${url}/storage/v1/${route}`)
      expect(response.ok, route).toBe(false)
    }
    const listed = await fetch(`${url}/storage/v1/object/list/logos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: stored.slice(0, 2) }),
    })
    expect(listed.ok ? await listed.json() : []).toEqual([])
    const buckets = await fetch(`${url}/storage/v1/bucket`)
    expect(buckets.ok ? await buckets.json() : []).toEqual([])
  })

  it('keeps the bucket private with a restrictive policy that later policies cannot widen (PostgreSQL catalogue)', async () => {
    const { sql } = backend()
    if (!sql) return // PGlite is reachable only over HTTP; the PostgreSQL run covers the catalogue.
    const [bucket] = await sql`select public, file_size_limit from storage.buckets where id = 'logos'`
    expect(bucket).toEqual({ public: false, file_size_limit: String(LOGO_MAX_BYTES) })
    const policies = await sql`
      select permissive, roles::text[] as roles, cmd from pg_policies
      where schemaname = 'storage' and tablename = 'objects' and (qual like '%logos%' or with_check like '%logos%')`
    expect(policies).toEqual([{ permissive: 'RESTRICTIVE', roles: ['anon', 'authenticated'], cmd: 'ALL' }])
    const [objects] = await sql`select relrowsecurity as rls from pg_class where oid = 'storage.objects'::regclass`
    expect(objects?.rls).toBe(true)
  })
})
