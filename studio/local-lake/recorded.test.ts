import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadDataset } from '@/lib/content/embedded/load'
import type { LakeDocument } from './documents'
import type { LakeStore } from './store'
import { TEST_STAFF, testLake } from './test-lake'

/**
 * Every request the real Studio (sanity 6.16 in Chromium) made to the lake during the Studio
 * journeys, recorded by them with RECORD_STUDIO_REQUESTS (tests/support/studio.ts): sign-in aside,
 * in the order the lake answered, with the status it answered with. Replayed here over the same
 * seed, each must get that status again, so a change to the lake that would break the Studio
 * shows here before any browser runs. Record again after upgrading `sanity`:
 *   RECORD_STUDIO_REQUESTS=$PWD/studio/local-lake/fixtures/studio-requests.ndjson npx playwright test --project=studio --no-deps
 */
type Recorded = { method: string; path: string; type: string | null; body: string | null; base64: string | null; status: number; transactionId?: string }
const recorded = readFileSync(path.join(__dirname, 'fixtures', 'studio-requests.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Recorded)

const SITE = 'http://127.0.0.1:3300'
const LAKE = 'https://127.0.0.1:54360'

/**
 * Chromium does not show the recorder the bytes of a File the Studio uploads: the journey's upload
 * is sent again with the photo it uploaded.
 */
const uploaded = (request: Recorded) => (request.path.includes('/assets/images/') ? readFileSync(path.join(__dirname, 'fixtures', 'photo-3x2.png')) : undefined)

let dir = ''
let handle: (request: Request) => Promise<Response>
let store: LakeStore
let token = ''

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lake-replay-'))
  const now = new Date().toISOString()
  ;({ store, handle } = testLake({
    dir,
    site: SITE,
    publicDir: path.join(process.cwd(), 'public'),
    seed: () => loadDataset().map((document): LakeDocument => ({ ...document, _rev: 'seed', _createdAt: now, _updatedAt: now })),
  }))
  const form = new URLSearchParams({ origin: `${SITE}/studio`, email: TEST_STAFF.email, password: TEST_STAFF.password })
  const login = await handle(new Request(`${LAKE}/auth/login`, { method: 'POST', body: form }))
  const sid = /#sid=([\w-]+)/.exec(login.headers.get('location') ?? '')?.[1]
  token = ((await (await handle(new Request(`${LAKE}/v1/auth/fetch?sid=${sid}`))).json()) as { token: string }).token
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the Studio’s recorded requests, replayed', () => {
  it('were recorded: reads, listens, writes, an upload and history', () => {
    const paths = recorded.map((request) => `${request.method} ${request.path}`)
    for (const endpoint of ['GET /v\\S+/data/query/', 'GET /v\\S+/data/listen/', 'GET /v\\S+/data/doc/', 'POST /v\\S+/data/actions/', 'POST /v\\S+/data/mutate/', 'POST /v\\S+/assets/images/', 'GET /v\\S+/data/history/', 'GET /images/']) {
      expect(paths.some((line) => new RegExp(`^${endpoint}`).test(line)), endpoint).toBe(true)
    }
  })

  it('each get the answer they got in the browser, and the edits end as the journeys left them', async () => {
    // A write without a transaction id of the Studio's gets one from the lake, which later writes
    // name as a revision: the replay's own ids stand in for the recorded ones.
    const revisions = new Map<string, string>()
    const withRevisions = (text: string) => [...revisions].reduce((body, [was, now]) => body.replaceAll(was, now), text)
    const answers: string[] = []
    for (const request of recorded) {
      const abort = new AbortController()
      const headers = new Headers({ authorization: `Bearer ${token}`, origin: SITE })
      if (request.type) headers.set('content-type', request.type)
      const body = request.body !== null ? withRevisions(request.body) : request.base64 !== null ? Buffer.from(request.base64, 'base64') : uploaded(request)
      const response = await handle(new Request(`${LAKE}${request.path}`, { method: request.method, headers, body, signal: abort.signal }))
      answers.push(`${response.status} ${request.method} ${request.path.slice(0, 120)}`)
      expect(answers.at(-1)).toBe(`${request.status} ${request.method} ${request.path.slice(0, 120)}`)
      if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
        // A listen stream stays open: its welcome is enough, then the Studio's tab goes away.
        const reader = response.body!.getReader()
        expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/welcome/)
        abort.abort()
        await reader.cancel()
      } else if (request.transactionId) {
        const { transactionId } = (await response.json()) as { transactionId: string }
        if (transactionId !== request.transactionId) revisions.set(request.transactionId, transactionId)
      } else {
        await response.arrayBuffer()
      }
    }
    const price = (id: string, option: string) => (store.get(id)?.options as { name: string; price: number }[]).find((candidate) => candidate.name === option)?.price
    expect(price('product-showtime-jersey', 'Elite Pro')).toBe(135)
    expect(price('product-chel-jersey', 'CHEL Enhanced')).toBe(79)
    expect(price('product-chel-jersey', 'CHEL Youth')).toBe(57)
    expect(price('drafts.product-shinny-jersey', 'Shinny Youth')).toBe(47)
    expect((store.get('product-coaches-bag')?.image as { asset: { _ref: string } }).asset._ref).toMatch(/^image-[a-f0-9]{40}-3x2-png$/)
  })
})
