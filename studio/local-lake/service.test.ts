import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { applyPatch } from 'mendoza'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { imageBombs } from '@/tests/support/files'
import { LOGO_MESSAGES } from '@/lib/uploads/logo'
import { ASSET_MAX_BYTES, assetsDir } from './assets'
import type { LakeDocument } from './documents'
import type { LakeStore, Transaction } from './store'
import { TEST_STAFF as STAFF, testLake } from './test-lake'

// Requests shaped as the Studio 6.16 and @sanity/client 8 send them (studio/local-lake/README.md
// names the source files they were read from): a version prefix, a `tag`, a Bearer token.
const API = 'https://127.0.0.1:54360/v2025-02-19'
const SITE = 'http://127.0.0.1:3000'

const at = '2026-01-01T00:00:00.000Z'
const seeded = (document: { _id: string; _type: string; [field: string]: unknown }): LakeDocument => ({ ...document, _rev: 'seed', _createdAt: at, _updatedAt: at })
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVQImWM4ISICAAKYAPHyVoqmAAAAAElFTkSuQmCC', 'base64')

let dir = ''
let store: LakeStore
let handle: (request: Request) => Promise<Response>
let committed: Transaction[] = []

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lake-service-'))
  mkdirSync(path.join(dir, 'public', 'images'), { recursive: true })
  writeFileSync(path.join(dir, 'public', 'images', 'logo.png'), PNG)
  committed = []
  ;({ store, handle } = testLake({
    dir,
    site: SITE,
    publicDir: path.join(dir, 'public'),
    committed,
    seed: () => [
      seeded({ _id: 'product-showtime', _type: 'product', name: 'Showtime Game Jersey', priceCents: 8900 }),
      seeded({ _id: 'faq-1', _type: 'faq', question: 'How long?' }),
      seeded({ _id: 'image-0123456789abcdef0123456789abcdef01234567-1x1-png', _type: 'sanity.imageAsset', url: '/images/logo.png', mimeType: 'image/png' }),
    ],
  }))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Signs in as the Studio's login screen does, and returns the token the Studio then keeps. */
async function signIn(): Promise<string> {
  const form = new URLSearchParams({ origin: `${SITE}/studio`, email: STAFF.email, password: STAFF.password })
  const login = await handle(new Request(`${API.replace(/\/v[^/]+$/, '')}/auth/login`, { method: 'POST', body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }))
  expect(login.status).toBe(303)
  const back = new URL(login.headers.get('location') ?? '')
  expect(back.origin + back.pathname).toBe(`${SITE}/studio`)
  const sid = /^#sid=([\w-]{20,})$/.exec(back.hash)?.[1]
  const exchanged = await handle(new Request(`${API}/auth/fetch?sid=${sid}&tag=sanity.studio.auth.fetch-token`, { headers: { origin: SITE } }))
  const { token } = (await exchanged.json()) as { token: string }
  expect(token.length).toBeGreaterThanOrEqual(32)
  return token
}

async function call(token: string, pathAndQuery: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  headers.set('authorization', `Bearer ${token}`)
  headers.set('origin', SITE)
  headers.set('x-sanity-app', 'studio@6.16.0')
  return handle(new Request(`${API}${pathAndQuery}`, { ...init, headers }))
}

const post = (token: string, pathAndQuery: string, body: unknown) => call(token, pathAndQuery, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })

describe('signing in', () => {
  it('answers a signed-out Studio as logged out, and refuses content to it', async () => {
    expect(await (await handle(new Request(`${API}/users/me?tag=sanity.studio.users.get-current.initial`))).json()).toEqual({})
    expect((await handle(new Request(`${API}/auth/id`))).status).toBe(401)
    const query = await handle(new Request(`${API}/data/query/production?query=*`))
    expect(query.status).toBe(401)
    expect(((await query.json()) as { error: { description: string } }).error.description).toContain('Sign in')
  })

  it('signs staff in through the login page and a one-time session id, then knows them', async () => {
    const page = await handle(new Request(`https://127.0.0.1:54360/auth/login?origin=${encodeURIComponent(`${SITE}/studio`)}&projectId=local&withSid=true`))
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Staff sign-in')
    const token = await signIn()
    const me = (await (await call(token, '/users/me')).json()) as { id: string; email: string; roles: unknown[] }
    expect(me).toMatchObject({ id: 'local-staff', email: STAFF.email })
    expect(me.roles).toHaveLength(1)
  })

  it('refuses a wrong password, a session id used twice, a forged token and a return to another site', async () => {
    const wrong = new URLSearchParams({ origin: `${SITE}/studio`, email: STAFF.email, password: 'guess' })
    const refused = await handle(new Request('https://127.0.0.1:54360/auth/login', { method: 'POST', body: wrong, headers: { 'content-type': 'application/x-www-form-urlencoded' } }))
    expect(refused.status).toBe(401)
    expect(await refused.text()).toContain('do not match')

    const elsewhere = new URLSearchParams({ origin: 'https://evil.example/steal', email: STAFF.email, password: STAFF.password })
    expect((await handle(new Request('https://127.0.0.1:54360/auth/login', { method: 'POST', body: elsewhere }))).status).toBe(400)

    const used = await handle(new Request('https://127.0.0.1:54360/auth/login', { method: 'POST', body: new URLSearchParams({ origin: `${SITE}/studio`, ...STAFF }) }))
    const sid = new URL(used.headers.get('location') ?? '').hash.replace('#sid=', '')
    expect((await handle(new Request(`${API}/auth/fetch?sid=${sid}`))).status).toBe(200)
    expect((await handle(new Request(`${API}/auth/fetch?sid=${sid}`))).status).toBe(401)

    const token = await signIn()
    const forged = `${token.slice(0, -4)}AAAA`
    expect((await call(forged, '/data/query/production?query=*')).status).toBe(401)
  })
})

describe('what the Studio asks on load', () => {
  it('answers the project, datasets, an ACL that lets staff edit, features, settings and ping', async () => {
    const token = await signIn()
    expect(await (await call(token, '/projects/local')).json()).toMatchObject({ id: 'local', members: [{ id: 'local-staff', isCurrentUser: true }] })
    expect(await (await call(token, '/projects/local/datasets')).json()).toEqual([{ name: 'production', aclMode: 'private', tags: [] }])
    expect(await (await call(token, '/projects/local/datasets?datasetProfile=comments&addonFor=production')).json()).toEqual([])
    const acl = (await (await call(token, '/projects/local/datasets/production/acl')).json()) as { permissions: string[] }[]
    expect(acl[0]?.permissions).toEqual(expect.arrayContaining(['read', 'create', 'update', 'history']))
    expect(await (await call(token, '/features')).json()).toEqual([])
    expect(await (await call(token, '/projects/local/grants')).json()).toEqual({})
    expect((await handle(new Request(`${API}/data/ping/production`))).status).toBe(200)
    expect(await (await call(token, '/intake/telemetry-status')).json()).toEqual({ status: 'denied' })

    const saved = await call(token, '/users/me/keyvalue', { method: 'PUT', body: JSON.stringify([{ key: 'studio.pane', value: { width: 300 } }]) })
    expect(await saved.json()).toEqual([{ key: 'studio.pane', value: { width: 300 } }])
    expect(await (await call(token, '/users/me/keyvalue/studio.pane,other')).json()).toEqual([
      { key: 'studio.pane', value: { width: 300 } },
      { key: 'other', value: null },
    ])
  })

  it('lets the site’s pages call it with credentials, and no other origin', async () => {
    const preflight = await handle(new Request(`${API}/data/query/production`, { method: 'OPTIONS', headers: { origin: SITE } }))
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE)
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization')
    const other = await handle(new Request(`${API}/data/query/production`, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } }))
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers the Live Content API the Preview tool subscribes to with a welcome', async () => {
    const abort = new AbortController()
    const response = await handle(new Request(`${API}/data/live/events/production?includeDrafts=true`, { signal: abort.signal }))
    expect(response.headers.get('content-type')).toBe('text/event-stream')
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    expect((await reader.read()).value).toBe('event: welcome\ndata: {}\n\n')
    abort.abort()
  })

  it('answers an unknown endpoint with a JSON 404, never a crash', async () => {
    const token = await signIn()
    const response = await call(token, '/nothing/here')
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ statusCode: 404 })
  })

  it('serves an image asset at the address the Studio’s URL builder makes, and nothing else', async () => {
    const image = await handle(new Request('https://127.0.0.1:54360/images/local/production/0123456789abcdef0123456789abcdef01234567-1x1.png?w=100&fit=max'))
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG)
    expect((await handle(new Request('https://127.0.0.1:54360/images/local/production/ffffffffffffffffffffffffffffffffffffffff-1x1.png'))).status).toBe(404)
  })
})

describe('uploading assets', () => {
  // A 3×2 PNG: its size comes from the file, never from the request.
  const WIDE_PNG = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4wcXVAMMMyBwAbKoIKT/ABIYAAAAASUVORK5CYII=', 'base64'))
  const sha1 = createHash('sha1').update(WIDE_PNG).digest('hex')
  // As @sanity/client's assets.upload sends a file the Studio's image input was given.
  const upload = (token: string, kind: 'images' | 'files', body: Uint8Array<ArrayBuffer>, query = 'filename=jersey.png', contentType = 'image/png') =>
    call(token, `/assets/${kind}/production?${query}&tag=sanity.studio.asset.upload`, { method: 'POST', body, headers: { 'content-type': contentType } })

  it('keeps an image with the document Sanity makes, serves it to the Studio, and finds it again by hash', async () => {
    const token = await signIn()
    const answer = await upload(token, 'images', WIDE_PNG, 'filename=jersey.png&label=Front&meta=none')
    expect(answer.status).toBe(200)
    const { document } = (await answer.json()) as { document: LakeDocument }
    expect(document).toMatchObject({
      _id: `image-${sha1}-3x2-png`,
      _type: 'sanity.imageAsset',
      sha1hash: sha1,
      originalFilename: 'jersey.png',
      label: 'Front',
      mimeType: 'image/png',
      size: WIDE_PNG.length,
      url: `/content-assets/${sha1}.png`,
      metadata: { dimensions: { width: 3, height: 2, aspectRatio: 1.5 } },
    })
    expect(committed).toHaveLength(1)

    const served = await handle(new Request(`https://127.0.0.1:54360/images/local/production/${sha1}-3x2.png?w=100&h=100&fit=crop`))
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(WIDE_PNG)

    // The Studio hashes a file before sending it and asks for an asset with that hash first.
    const query = encodeURIComponent('*[_type == $documentType && sha1hash == $hash][0]._id')
    const found = await call(token, `/data/query/production?query=${query}&%24documentType=%22sanity.imageAsset%22&%24hash=%22${sha1}%22`)
    expect(((await found.json()) as { result: unknown }).result).toBe(document._id)

    const again = await upload(token, 'images', WIDE_PNG, 'filename=other-name.png')
    expect(((await again.json()) as { document: LakeDocument }).document).toEqual(document)
    expect(committed).toHaveLength(1)
  })

  it('keeps any other file as a download, never as something a browser would run', async () => {
    const token = await signIn()
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>')
    const answer = await upload(token, 'files', html, 'filename=size-guide.html', 'text/html')
    const { document } = (await answer.json()) as { document: LakeDocument }
    const hash = createHash('sha1').update(html).digest('hex')
    expect(document).toMatchObject({ _id: `file-${hash}-html`, _type: 'sanity.fileAsset', url: `/content-assets/${hash}.html` })
    const served = await handle(new Request(`https://127.0.0.1:54360/files/local/production/${hash}.html`))
    expect(served.headers.get('content-type')).toBe('application/octet-stream')
    expect(served.headers.get('content-disposition')).toBe('attachment')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('refuses a signed-out upload, a file that is not the image it claims, an active SVG, an empty or oversized body and another dataset', async () => {
    const signedOut = await handle(new Request(`${API}/assets/images/production`, { method: 'POST', body: WIDE_PNG, headers: { origin: SITE } }))
    expect(signedOut.status).toBe(401)
    const token = await signIn()
    const refusal = async (response: Response) => ({ status: response.status, message: ((await response.json()) as { error: { description: string } }).error.description })
    expect(await refusal(await upload(token, 'images', new TextEncoder().encode('not a picture')))).toEqual({ status: 400, message: 'Please upload an image file (PNG, JPG, etc.)' })
    expect(await refusal(await upload(token, 'images', WIDE_PNG.subarray(0, 40)))).toMatchObject({ status: 400, message: expect.stringContaining('damaged') })
    const script = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script>alert(1)</script></svg>')
    expect(await refusal(await upload(token, 'images', script, 'filename=a.svg', 'image/svg+xml'))).toMatchObject({ status: 400, message: expect.stringContaining('scripts') })
    expect(await refusal(await upload(token, 'images', new Uint8Array()))).toEqual({ status: 400, message: 'The upload is empty' })
    expect((await upload(token, 'images', new Uint8Array(ASSET_MAX_BYTES.images + 1))).status).toBe(413)
    expect((await call(token, '/assets/images/staging', { method: 'POST', body: WIDE_PNG })).status).toBe(404)
    expect(committed).toHaveLength(0)
    const query = encodeURIComponent('count(*[_type in ["sanity.imageAsset", "sanity.fileAsset"]])')
    expect(((await (await call(token, `/data/query/production?query=${query}`)).json()) as { result: number }).result).toBe(1)
  })
})

describe('asset documents and their files (issue 27)', () => {
  const script = new TextEncoder().encode('alert(document.domain)')
  const hash = createHash('sha1').update(script).digest('hex')
  /** An image asset naming the stored script and calling it JavaScript, as an editor could write one with the API. */
  const forged = {
    _id: `image-${hash}-1x1-js`,
    _type: 'sanity.imageAsset',
    extension: 'js',
    mimeType: 'text/javascript',
    path: `images/local/production/${hash}-1x1.js`,
    url: `/content-assets/${hash}.js`,
  }
  const upload = (token: string, kind: 'images' | 'files', body: Uint8Array, filename: string) =>
    call(token, `/assets/${kind}/production?filename=${filename}`, { method: 'POST', body: Buffer.from(body) })
  const refusal = async (response: Response) => ({ status: response.status, message: ((await response.json()) as { error: { description: string } }).error.description })

  it('refuses image bombs as image uploads', async () => {
    const token = await signIn()
    for (const [what, bytes] of Object.entries(imageBombs())) {
      expect(await refusal(await upload(token, 'images', bytes, 'crest.png')), what).toEqual({ status: 400, message: LOGO_MESSAGES.tooManyPixels })
    }
    expect(committed).toHaveLength(0)
  })

  it('refuses an asset document that says its file is something else, by mutation or by action', async () => {
    const token = await signIn()
    expect((await upload(token, 'files', script, 'notes.js')).status).toBe(200)
    const file = store.get(`file-${hash}-js`)
    expect(file).toMatchObject({ mimeType: 'application/octet-stream', extension: 'js' })
    for (const body of [
      { mutations: [{ create: forged }] },
      { mutations: [{ createOrReplace: { ...forged, _id: `file-${hash}-js` } }] },
      { mutations: [{ patch: { id: `file-${hash}-js`, set: { mimeType: 'text/javascript' } } }] },
      { mutations: [{ patch: { id: `file-${hash}-js`, set: { _type: 'sanity.imageAsset', mimeType: 'image/png', extension: 'png' } } }] },
      { mutations: [{ patch: { id: 'image-0123456789abcdef0123456789abcdef01234567-1x1-png', set: { url: `/content-assets/${hash}.js` } } }] },
    ]) {
      expect(await refusal(await post(token, '/data/mutate/production', body)), JSON.stringify(body)).toMatchObject({ status: 400, message: expect.stringContaining('its file is') })
    }
    const action = { actionType: 'sanity.action.document.create', publishedId: forged._id, attributes: forged }
    expect((await post(token, '/data/actions/production', { actions: [action] })).status).toBe(400)
    expect(store.get(forged._id)).toBeNull()
    expect(store.get(`file-${hash}-js`)).toEqual(file)
    // What describes its file truly still changes as before.
    expect((await post(token, '/data/mutate/production', { mutations: [{ patch: { id: `file-${hash}-js`, set: { title: 'Notes' } } }] })).status).toBe(200)
  })

  it('serves a stored asset by what its bytes are, never by what its document says', async () => {
    // A document stored before the lake checked them (or written into its folder by hand).
    const { handle: lake } = testLake({ dir, site: SITE, publicDir: path.join(dir, 'public'), seed: () => [seeded(forged)] })
    mkdirSync(assetsDir(path.join(dir, 'production')), { recursive: true })
    writeFileSync(path.join(assetsDir(path.join(dir, 'production')), `${hash}.js`), script)
    const served = await lake(new Request(`https://127.0.0.1:54360/images/local/production/${hash}-1x1.js`))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('application/octet-stream')
    expect(served.headers.get('content-disposition')).toBe('attachment')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(served.headers.get('content-security-policy')).toContain('sandbox')
  })
})

describe('reading', () => {
  it('runs GROQ by GET and POST, with $params, under each perspective', async () => {
    const token = await signIn()
    await post(token, '/data/actions/production', { actions: [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.product-showtime', publishedId: 'product-showtime', patch: { set: { priceCents: 9900 } } }] })
    const query = encodeURIComponent('*[_type == $type]{_id, _originalId, priceCents}')
    const read = async (perspective: string) => ((await (await call(token, `/data/query/production?query=${query}&%24type=%22product%22&perspective=${perspective}`)).json()) as { result: unknown }).result
    expect(await read('published')).toEqual([{ _id: 'product-showtime', _originalId: 'product-showtime', priceCents: 8900 }])
    expect(await read('drafts')).toEqual([{ _id: 'product-showtime', _originalId: 'drafts.product-showtime', priceCents: 9900 }])
    expect(await read('raw')).toEqual([
      { _id: 'product-showtime', _originalId: null, priceCents: 8900 },
      { _id: 'drafts.product-showtime', _originalId: null, priceCents: 9900 },
    ])
    const posted = await post(token, '/data/query/production?perspective=published', { query: 'count(*[_type == $type])', params: { type: 'faq' } })
    expect(((await posted.json()) as { result: unknown }).result).toBe(1)
  })

  it('reports a query it cannot parse as a 400 with the reason', async () => {
    const token = await signIn()
    const response = await call(token, `/data/query/production?query=${encodeURIComponent('*[_type ==')}`)
    expect(response.status).toBe(400)
  })

  it('returns documents by id and names the missing ones', async () => {
    const token = await signIn()
    const response = await call(token, '/data/doc/production/product-showtime,drafts.product-showtime?tag=sanity.studio.document.pair.fetch')
    expect(await response.json()).toEqual({ documents: [store.get('product-showtime')], omitted: [{ id: 'drafts.product-showtime', reason: 'existence' }] })
  })
})

describe('writing', () => {
  it('applies the Studio’s edit and publish under the transaction id it chose, which becomes the revision', async () => {
    const token = await signIn()
    const edited = await post(token, '/data/actions/production?tag=sanity.studio.document.commit', {
      transactionId: 'studioTx1',
      actions: [
        { actionType: 'sanity.action.document.edit', draftId: 'drafts.faq-1', publishedId: 'faq-1', patch: { unset: ['_empty_action_guard_pseudo_field_'] } },
        { actionType: 'sanity.action.document.edit', draftId: 'drafts.faq-1', publishedId: 'faq-1', patch: { diffMatchPatch: { question: '@@ -1,9 +1,10 @@\n How long\n+?\n ?\n' } } },
      ],
    })
    expect(await edited.json()).toEqual({ transactionId: 'studioTx1' })
    expect(store.get('drafts.faq-1')).toMatchObject({ question: 'How long??', _rev: 'studioTx1' })

    await post(token, '/data/actions/production', { transactionId: 'studioTx2', actions: [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.faq-1', publishedId: 'faq-1', ifPublishedRevisionId: 'seed' }] })
    expect(store.get('faq-1')).toMatchObject({ question: 'How long??', _rev: 'studioTx2' })
    expect(store.get('drafts.faq-1')).toBeNull()
    expect(committed.map((transaction) => transaction.id)).toEqual(['studioTx1', 'studioTx2'])

    await post(token, '/data/actions/production', { actions: [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.faq-1', publishedId: 'faq-1', patch: { set: { question: 'Later?' } } }] })
    await post(token, '/data/actions/production', { actions: [{ actionType: 'sanity.action.document.version.discard', versionId: 'drafts.faq-1' }] })
    expect(store.get('drafts.faq-1')).toBeNull()
  })

  it('refuses a publish over a published revision the editor did not see, with a 409 the Studio shows', async () => {
    const token = await signIn()
    await post(token, '/data/actions/production', { actions: [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.faq-1', publishedId: 'faq-1', patch: { set: { question: 'A' } } }] })
    const response = await post(token, '/data/actions/production', { actions: [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.faq-1', publishedId: 'faq-1', ifPublishedRevisionId: 'stale' }] })
    expect(response.status).toBe(409)
    expect(((await response.json()) as { error: { description: string } }).error.description).toContain('unexpected revision ID')
    expect(store.get('faq-1')?.question).toBe('How long?')
  })

  it('mutates by id and by query, returning the documents unless asked not to', async () => {
    const token = await signIn()
    const created = await post(token, '/data/mutate/production?returnIds=true&visibility=sync', {
      mutations: [{ createOrReplace: { _id: 'drafts.secret-1', _type: 'sanity.previewUrlSecret' } }, { patch: { id: 'drafts.secret-1', set: { secret: 'abc' } } }],
    })
    expect(await created.json()).toMatchObject({ results: [{ id: 'drafts.secret-1', operation: 'create', document: { secret: 'abc' } }] })
    const removed = await post(token, '/data/mutate/production?returnDocuments=false', { mutations: [{ delete: { query: '*[_type == "sanity.previewUrlSecret"]' } }] })
    expect(await removed.json()).toMatchObject({ results: [{ id: 'drafts.secret-1', operation: 'delete' }] })
    expect(store.get('drafts.secret-1')).toBeNull()
  })
})

describe('listening', () => {
  async function events(response: Response, count: number): Promise<{ event: string; data: Record<string, unknown> }[]> {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let text = ''
    const parsed = () =>
      text
        .split('\n\n')
        .filter((block) => block.includes('event: '))
        .map((block) => ({ event: /event: (\w+)/.exec(block)?.[1] ?? '', data: JSON.parse(/data: (.*)/.exec(block)?.[1] ?? '{}') as Record<string, unknown> }))
    while (parsed().length < count) {
      const { value, done } = await reader.read()
      if (done) break
      text += value
    }
    await reader.cancel()
    return parsed()
  }

  it('welcomes, then sends each matching document’s change with revisions, mutations and exact mendoza effects', async () => {
    const token = await signIn()
    const abort = new AbortController()
    const ids = encodeURIComponent(JSON.stringify(['faq-1', 'drafts.faq-1']))
    const stream = await call(token, `/data/listen/production?tag=sanity.studio.document.pair.listen&query=${encodeURIComponent('*[_id in $ids]')}&%24ids=${ids}&includeAllVersions=true&enableResume=true&effectFormat=mendoza`, { signal: abort.signal })
    expect(stream.headers.get('content-type')).toBe('text/event-stream')
    const before = store.get('faq-1')
    const reading = events(stream, 4)
    await new Promise((resolve) => setTimeout(resolve, 20))
    await post(token, '/data/actions/production', { transactionId: 'tx-edit', actions: [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.faq-1', publishedId: 'faq-1', patch: { set: { question: 'Six weeks?' } } }] })
    await post(token, '/data/actions/production', { transactionId: 'tx-publish', actions: [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.faq-1', publishedId: 'faq-1' }] })
    // Another document's change is not this listener's.
    await post(token, '/data/actions/production', { actions: [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.product-showtime', publishedId: 'product-showtime', patch: { set: { priceCents: 1 } } }] })
    const received = await reading
    abort.abort()

    expect(received.map(({ event, data }) => [event, data.documentId, data.transition, data.transactionCurrentEvent, data.transactionTotalEvents])).toEqual([
      ['welcome', undefined, undefined, undefined, undefined],
      ['mutation', 'drafts.faq-1', 'appear', 1, 1],
      ['mutation', 'faq-1', 'update', 1, 2],
      ['mutation', 'drafts.faq-1', 'disappear', 2, 2],
    ])
    const [, draftAppears, publishedUpdates, draftGoes] = received.map(({ data }) => data)
    expect(draftAppears).toMatchObject({ transactionId: 'tx-edit', resultRev: 'tx-edit', identity: 'local-staff', visibility: 'query' })
    // A document that did not exist has no previous revision: the Studio's revision chain starts there.
    expect(draftAppears).not.toHaveProperty('previousRev')
    expect(publishedUpdates).toMatchObject({ previousRev: 'seed', resultRev: 'tx-publish' })
    expect(draftGoes?.mutations).toEqual([{ delete: { id: 'drafts.faq-1' } }])

    // The effects turn the document before into the one after and back, without its revision.
    const withoutRevision = (document: LakeDocument | null) => Object.fromEntries(Object.entries(document ?? {}).filter(([key]) => key !== '_rev'))
    const beforeContent = withoutRevision(before)
    const afterContent = withoutRevision(store.get('faq-1'))
    const effects = publishedUpdates?.effects as { apply: unknown; revert: unknown }
    expect(applyPatch(beforeContent, effects.apply as never)).toEqual(afterContent)
    expect(applyPatch(afterContent, effects.revert as never)).toEqual(beforeContent)
  })
})

describe('listening without includeAllVersions', () => {
  it('sees published documents only: a draft edit sends nothing, the publish does', async () => {
    const token = await signIn()
    const abort = new AbortController()
    const stream = await call(token, `/data/listen/production?query=${encodeURIComponent('*[_type == "faq"]')}`, { signal: abort.signal })
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader()
    let text = ''
    const read = async (until: RegExp) => {
      while (!until.test(text)) text += (await reader.read()).value ?? ''
    }
    await read(/event: welcome/)
    await post(token, '/data/actions/production', { transactionId: 'draft-only', actions: [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.faq-1', publishedId: 'faq-1', patch: { set: { question: 'Draft?' } } }] })
    await post(token, '/data/actions/production', { transactionId: 'published', actions: [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.faq-1', publishedId: 'faq-1' }] })
    await read(/"transactionId":"published"/)
    abort.abort()
    expect(text).not.toContain('draft-only')
    expect(text).not.toContain('"documentId":"drafts.faq-1"')
  })
})

describe('history', () => {
  it('lists a document’s transactions newest first with effects, and returns it as it was at a revision', async () => {
    const token = await signIn()
    await post(token, '/data/actions/production', { transactionId: 'h1', actions: [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.faq-1', publishedId: 'faq-1', patch: { set: { question: 'One?' } } }] })
    await post(token, '/data/actions/production', { transactionId: 'h2', actions: [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.faq-1', publishedId: 'faq-1' }] })
    const log = await call(token, '/data/history/production/transactions/faq-1,drafts.faq-1?tag=sanity.studio.structure.history&effectFormat=mendoza&excludeContent=true&excludeMutations=true&includeIdentifiedDocumentsOnly=true&reverse=true&limit=50')
    const lines = (await log.text()).trim().split('\n').map((line) => JSON.parse(line) as { id: string; author: string; effects: Record<string, { apply: unknown[] }>; mutations?: unknown })
    expect(lines.map((line) => line.id)).toEqual(['h2', 'h1'])
    expect(lines[0]).toMatchObject({ author: 'local-staff' })
    expect(lines[0]?.mutations).toBeUndefined()
    expect(lines[0]?.effects['drafts.faq-1']?.apply).toEqual([0, null])

    const atRevision = await call(token, '/data/history/production/documents/faq-1,drafts.faq-1?revision=h1')
    expect(await atRevision.json()).toEqual({ documents: [expect.objectContaining({ _id: 'drafts.faq-1', question: 'One?', _rev: 'h1' })] })
    const seedTime = await call(token, `/data/history/production/documents/faq-1?time=${encodeURIComponent(at)}`)
    expect(await seedTime.json()).toEqual({ documents: [expect.objectContaining({ question: 'How long?', _rev: 'seed' })] })
  })
})
