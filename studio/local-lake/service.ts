import { readFile } from 'node:fs/promises'
import { readLimitedBytes, readLimitedText } from '../../lib/http/limited-body'
import type { ActionInput } from './actions'
import { ASSET_MAX_BYTES, assetHeaders, describeUpload, type AssetKind, type UploadDetails } from './assets'
import type { LakeDocument, MutationInput } from './documents'
import { badRequest, LakeError, notFound } from './errors'
import { effects, listenStream, liveEventsStream } from './listen'
import { paramsFromSearch, perspectiveOf, runQuery } from './query'
import type { LakeStore, Transaction } from './store'

/** Where a request came from: the address of its connection, as the server saw it. */
export type LakeClient = { address: string }

/** A request handed to the service in the same process (the unit tests), with no connection. */
const IN_PROCESS: LakeClient = { address: 'in-process' }

/** Who is signed in to the Studio: the lake's staff account. */
export type LakeUser = { id: string; name: string; email: string }

export type LakeServiceOptions = {
  store: LakeStore
  projectId: string
  dataset: string
  /** Origins whose pages may call the lake with credentials: the site that embeds the Studio. */
  allowedOrigins: readonly string[]
  /** The signed-in user of a request, or null. */
  identify: (request: Request) => LakeUser | null
  /** Sign-in, sign-out and the session exchange, answered before anything needs a user; `client` is the connection's address. */
  auth: (request: Request, path: string, client: string) => Promise<Response | null>
  /** The files of asset documents: where one's bytes are on disk (null: none), and keeping an upload's. */
  assets: { fileOf: (asset: LakeDocument) => string | null; save: (storedName: string, bytes: Uint8Array) => Promise<void> }
  /** Called after each committed transaction that published or removed content the site shows. */
  onCommit?: (transaction: Transaction) => void
}

const MAX_BODY_BYTES = 4 * 1024 * 1024
const ADMINISTRATOR = { name: 'administrator', title: 'Administrator' }
const unauthorized = new LakeError(401, 'unauthorizedError', 'Sign in to the Studio first: the local content lake answers staff only')
const MAX_IDS = 500

/** Every request and answer of the lake is JSON, except listen streams and history's NDJSON. */
const json = (body: unknown, status = 200, headers: HeadersInit = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } })

async function readJson<T>(request: Request): Promise<T> {
  const text = await readLimitedText(request, MAX_BODY_BYTES)
  if (text === null) throw tooLarge(MAX_BODY_BYTES)
  try {
    return JSON.parse(text) as T
  } catch {
    throw badRequest('The request body is not valid JSON')
  }
}

const tooLarge = (maxBytes: number) => new LakeError(413, 'payloadTooLarge', `The request body is larger than ${maxBytes / 1024 / 1024} MB`)

/** The details @sanity/client's `assets.upload` sends as query parameters. */
function uploadDetails(search: URLSearchParams): UploadDetails {
  const text = (name: string) => search.get(name)
  const sourceId = text('sourceId')
  const sourceName = text('sourceName')
  return {
    filename: text('filename'),
    label: text('label'),
    title: text('title'),
    description: text('description'),
    creditLine: text('creditLine'),
    source: sourceId && sourceName ? { id: sourceId, name: sourceName, ...(text('sourceUrl') ? { url: text('sourceUrl')! } : {}) } : null,
  }
}

const list = <T>(value: unknown, what: string): T[] => {
  if (!Array.isArray(value) || value.length === 0) throw badRequest(`${what} must be a non-empty array`)
  if (value.length > MAX_IDS) throw badRequest(`At most ${MAX_IDS} ${what} at once`)
  return value as T[]
}

/** The path without the API version (`/v1`, `/v2025-02-19`) the client puts first. */
const unversioned = (pathname: string) => pathname.replace(/^\/v(?:1|\d{4}-\d{2}-\d{2}|X)(?=\/)/, '')

/**
 * The local Content Lake's HTTP API: the part of Sanity's API the Studio and @sanity/client use,
 * over one store. A fetch handler, so the tests call it directly and the server only carries it.
 */
export function lakeService(options: LakeServiceOptions): (request: Request, client?: LakeClient) => Promise<Response> {
  const { store, projectId, dataset } = options
  const userSettings = new Map<string, unknown>()

  function cors(request: Request): Record<string, string> {
    const origin = request.headers.get('origin')
    if (!origin || !options.allowedOrigins.includes(origin)) return {}
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      // What the Studio sends changes with its version (x-sanity-app, last-event-id…): the site's pages may send any header.
      'access-control-allow-headers': request.headers.get('access-control-request-headers') ?? 'authorization, content-type, x-sanity-app, last-event-id',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'access-control-max-age': '600',
      vary: 'origin',
    }
  }

  // A transaction that changed nothing (an upload of a file already kept) is no news to the site.
  const committed = (transaction: Transaction) => {
    if (transaction.changes.length > 0) options.onCommit?.(transaction)
  }

  const datasetOf = (name: string | undefined) => {
    if (name !== dataset) throw notFound(`Dataset "${name}" not found`)
    return name
  }

  async function route(request: Request, url: URL, path: string, client: LakeClient): Promise<Response> {
    const authAnswer = await options.auth(request, path, client.address)
    if (authAnswer) return authAnswer
    if (path === '/ping') return new Response('PONG', { headers: { 'content-type': 'text/plain' } })

    const [, first, second, third, fourth, fifth] = path.split('/')
    // Answered to anyone: the Studio asks before it knows who is signed in, and shares no content here.
    if (first === 'data' && second === 'ping') return json({ ok: true })
    if (path === '/intake/telemetry-status') return json({ status: 'denied' })
    if (first === 'journey') return new Response(null, { status: 204 })
    // The Studio's own telemetry and its help menu's news from sanity.io: nothing is sent anywhere.
    if (path === '/intake/batch') return new Response(null, { status: 204 })
    if (path === '/help') return json({ resources: { sectionArray: [] } })
    if (path === '/check/cors') return json({ result: { allowed: true, withCredentials: true } })
    if (first === 'data' && second === 'live' && third === 'events') {
      return new Response(liveEventsStream(request.signal), { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform' } })
    }

    // Images as the Studio's URL builder asks for them (/images/<project>/<dataset>/<hash>-<W>x<H>.<ext>)
    // and files by their path (/files/<project>/<dataset>/<hash>.<ext>). Public, like Sanity's CDN:
    // an <img> sends no token. The query (width, fit…) is ignored: the browser scales the original.
    const served = /^\/(images|files)\/([^/]+)\/([^/]+)\/([a-f0-9]{40})(?:-(\d+x\d+))?\.([a-z0-9]+)$/.exec(path)
    if (served) {
      const [, kind, assetProject, assetDataset, hash, size, extension] = served
      const id = kind === 'images' ? `image-${hash}-${size}-${extension}` : `file-${hash}-${extension}`
      const asset = assetProject === projectId && assetDataset === dataset && (kind === 'images') === Boolean(size) ? store.get(id) : null
      const file = asset ? options.assets.fileOf(asset) : null
      if (!asset || !file) throw notFound(kind === 'images' ? 'No such image' : 'No such file')
      const bytes = await readFile(file)
      return new Response(bytes, { headers: assetHeaders(asset, bytes) })
    }

    const user = options.identify(request)
    if (path === '/users/me') return json(user ? { ...user, provider: 'local', role: 'administrator', roles: [ADMINISTRATOR] } : {})
    if (path === '/auth/id') return user ? json({ id: user.id, expiry: null }) : json(unauthorized.body, 401)
    if (!user) throw unauthorized

    if (first === 'users' && second === 'me' && third === 'keyvalue') {
      // The Studio's per-user settings (last opened panes and the like): kept for this process only.
      if (request.method === 'PUT') {
        const entries = list<{ key: string; value: unknown }>(await readJson(request), 'entries')
        for (const { key, value } of entries) userSettings.set(String(key), value)
        return json(entries)
      }
      const keys = (fourth ?? '').split(',').filter(Boolean)
      return json(keys.map((key) => ({ key, value: userSettings.get(key) ?? null })))
    }
    if (first === 'users' && second) {
      const users = second.split(',').map((id) => (id === user.id || id === 'me' ? { id: user.id, displayName: user.name, email: user.email, imageUrl: null } : null))
      return json(users.length === 1 ? users[0] : users)
    }
    if (first === 'projects') {
      if (second !== projectId) throw notFound(`Project "${second}" not found`)
      if (third === undefined) {
        return json({
          id: projectId,
          displayName: 'Hockey shop (local)',
          studioHost: null,
          isBlocked: false,
          isDisabled: false,
          isDisabledByUser: false,
          organizationId: null,
          metadata: {},
          members: [{ id: user.id, role: 'administrator', roles: [ADMINISTRATOR], isRobot: false, isCurrentUser: true }],
          features: [],
          pendingInvites: 0,
        })
      }
      if (third === 'datasets' && fourth === undefined) {
        // No add-on datasets (the hosted comments feature keeps its own).
        return json(url.searchParams.has('datasetProfile') ? [] : [{ name: dataset, aclMode: 'private', tags: [] }])
      }
      if (third === 'datasets' && fifth === 'acl') {
        datasetOf(fourth)
        return json([{ filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history', 'editHistory'] }])
      }
      // Empty: the Studio then uploads no schema or manifest, which only sanity.io keeps.
      if (third === 'grants') return json({})
      if (third === 'user-applications' || third === 'features') return json([])
      throw notFound(`Unknown project endpoint: ${path}`)
    }
    if (first === 'features') return json([])

    if (first === 'data') {
      const kind = second
      datasetOf(third)
      if (kind === 'query') {
        const body = request.method === 'POST' ? await readJson<{ query?: unknown; params?: Record<string, unknown>; perspective?: unknown }>(request) : null
        const query = body ? body.query : url.searchParams.get('query')
        if (typeof query !== 'string' || query === '') throw badRequest('Missing query')
        const params = body?.params ?? paramsFromSearch(url.searchParams)
        const started = performance.now()
        const result = await runQuery(store.all(), query, params, perspectiveOf(body?.perspective ?? url.searchParams.get('perspective')), user.id)
        return json({ query, result, ms: Math.round(performance.now() - started) })
      }
      if (kind === 'doc') {
        const ids = list<string>(path.split('/').slice(4).join('/').split(','), 'document ids').filter(Boolean)
        const documents = ids.map((id) => store.get(id))
        return json({
          documents: documents.filter((document) => document !== null),
          omitted: ids.filter((_, index) => documents[index] === null).map((id) => ({ id, reason: 'existence' })),
        })
      }
      if (kind === 'listen') {
        const query = url.searchParams.get('query')
        if (!query) throw badRequest('Missing query')
        const flag = (name: string) => url.searchParams.get(name) === 'true'
        const stream = listenStream(
          store,
          {
            query,
            params: paramsFromSearch(url.searchParams),
            includeResult: url.searchParams.get('includeResult') !== 'false',
            includePreviousRevision: flag('includePreviousRevision'),
            includeAllVersions: flag('includeAllVersions'),
            effectFormat: url.searchParams.get('effectFormat') === 'mendoza' ? 'mendoza' : null,
          },
          request.signal,
        )
        return new Response(stream, { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform' } })
      }
      if (kind === 'mutate' && request.method === 'POST') {
        const body = await readJson<{ mutations?: unknown; transactionId?: string }>(request)
        const mutations = list<MutationInput>(body.mutations, 'mutations')
        const transaction = await store.mutate(mutations, user.id, body.transactionId ?? url.searchParams.get('transactionId') ?? undefined)
        committed(transaction)
        // Documents come back unless the client says returnDocuments=false, as on Sanity's API.
        const withDocuments = url.searchParams.get('returnDocuments') !== 'false'
        const results = transaction.changes.map((change) => ({
          id: change.id,
          operation: !change.after ? 'delete' : !change.before ? 'create' : 'update',
          ...(withDocuments && change.after ? { document: change.after } : {}),
        }))
        return json({ transactionId: transaction.id, results })
      }
      if (kind === 'actions' && request.method === 'POST') {
        const body = await readJson<{ actions?: unknown; transactionId?: string; dryRun?: boolean }>(request)
        const actions = list<ActionInput>(body.actions, 'actions')
        if (body.dryRun) throw badRequest('dryRun is not supported by the local content lake')
        const transaction = await store.act(actions, user.id, body.transactionId)
        committed(transaction)
        return json({ transactionId: transaction.id })
      }
      if (kind === 'history') return history(path.split('/').slice(4), url)
    }
    if (first === 'assets' && (second === 'images' || second === 'files') && request.method === 'POST') {
      datasetOf(third)
      const assetKind: AssetKind = second
      const bytes = await readLimitedBytes(request, ASSET_MAX_BYTES[assetKind])
      if (bytes === null) throw tooLarge(ASSET_MAX_BYTES[assetKind])
      const { document, storedName } = await describeUpload(assetKind, bytes, uploadDetails(url.searchParams), { projectId, dataset })
      // The bytes first: a document never names a file that is not there. The same upload again
      // (same hash) changes nothing and answers the asset already kept, as Sanity's API does.
      await options.assets.save(storedName, bytes)
      const transaction = await store.mutate([{ createIfNotExists: document }], user.id)
      committed(transaction)
      return json({ document: store.get(document._id) })
    }
    throw notFound(`The local content lake does not serve ${request.method} ${path}`)
  }

  /** The transaction log (Studio's review-changes panel) and documents as they were. */
  function history([what, ids = '']: string[], url: URL): Response {
    const wanted = ids.split(',').filter(Boolean)
    if (wanted.length === 0) throw badRequest('Missing document ids')
    const flag = (name: string) => url.searchParams.get(name) === 'true'
    const transactions = store.history(wanted)
    if (what === 'transactions') {
      let selected = transactions
      const from = selected.findIndex((transaction) => transaction.id === url.searchParams.get('fromTransaction'))
      if (from >= 0) selected = selected.slice(from)
      const to = selected.findIndex((transaction) => transaction.id === url.searchParams.get('toTransaction'))
      if (to >= 0) selected = selected.slice(0, to + 1)
      if (flag('reverse')) selected = [...selected].reverse()
      const limit = Number(url.searchParams.get('limit') || 0)
      if (limit > 0) selected = selected.slice(0, limit)
      const lines = selected.map((transaction) => {
        const mine = transaction.documents.filter((document) => wanted.includes(document.id))
        return JSON.stringify({
          id: transaction.id,
          timestamp: transaction.timestamp,
          author: transaction.identity,
          documentIDs: transaction.documents.map((document) => document.id),
          effects: Object.fromEntries(mine.map((document) => [document.id, effects(document)])),
          ...(flag('excludeMutations') ? {} : { mutations: mine.map((document) => (document.after ? { createOrReplace: document.after } : { delete: { id: document.id } })) }),
        })
      })
      return new Response(lines.map((line) => `${line}\n`).join(''), { headers: { 'content-type': 'application/x-ndjson' } })
    }
    if (what === 'documents') {
      const revision = url.searchParams.get('revision')
      const time = url.searchParams.get('time')
      const documents = wanted.flatMap((id) => {
        const states = transactions.flatMap((transaction) => transaction.documents.filter((document) => document.id === id).map((document) => ({ ...document, timestamp: transaction.timestamp })))
        const current = store.get(id)
        if (revision) {
          const found = [current, ...states.map((state) => state.after)].find((document) => document?._rev === revision)
          return found ? [found] : []
        }
        if (time) {
          const last = states.filter((state) => state.timestamp <= time).at(-1)
          const state = last ? last.after : (states[0]?.before ?? (states.length === 0 ? current : null))
          return state ? [state] : []
        }
        const latest = current ?? states.map((state) => state.after).filter((document) => document !== null).at(-1)
        return latest ? [latest] : []
      })
      return json({ documents })
    }
    throw notFound(`Unknown history endpoint: ${what}`)
  }

  return async function handle(request: Request, client: LakeClient = IN_PROCESS): Promise<Response> {
    const url = new URL(request.url)
    const headers = cors(request)
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers })
    try {
      const response = await route(request, url, unversioned(url.pathname), client)
      for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
      return response
    } catch (error) {
      const lakeError = error instanceof LakeError ? error : new LakeError(500, 'serverError', 'The local content lake could not answer this request')
      if (!(error instanceof LakeError)) console.error('[content lake]', error)
      return json(lakeError.body, lakeError.status, headers)
    }
  }
}
