import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/**
 * A prerendered page's HTML is the same bytes for every visitor until a publish renders it again,
 * yet `next start` compresses it (and hashes it for its ETag) on every request: most of the
 * server's time for a product page (bench:pages profiles it). Here each such page is compressed
 * once, in the background, with brotli at its best and gzip, and answered from that copy after.
 *
 * Next calls `answer` through a hook (patches/next+*.patch, in `sendRenderResult`) for a page whose
 * response may be cached (not a visitor's own page), before its ETag and compression. Anything it
 * does not answer (a first sight, a client that takes neither encoding) Next answers as it would.
 */

/** Pages kept: the catalogue is a few dozen; older copies (pages published since) go first. */
const MAX_PAGES = 200
/** Smaller than this, compressing on each request costs next to nothing. */
const MIN_BYTES = 1024
/** Copies waiting to be made, at most: beyond it a page waits for a later request. */
const MAX_QUEUED = 50

type Copy = { etag: string; br: Buffer; gzip: Buffer }

const copies = new Map<string, Copy | 'queued'>()
let queue: Promise<void> = Promise.resolve()
let queued = 0

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

async function compress(html: string): Promise<Copy> {
  const bytes = Buffer.from(html)
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ])
  return { etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`, br, gzip: gz }
}

/** Makes the page's copy after those already waiting, one at a time, so a publish of many pages never floods the server. */
function makeCopy(html: string): void {
  if (queued >= MAX_QUEUED) return
  queued += 1
  copies.set(html, 'queued')
  queue = queue.then(async () => {
    try {
      copies.set(html, await compress(html))
    } catch {
      copies.delete(html)
    } finally {
      queued -= 1
    }
    while (copies.size > MAX_PAGES) copies.delete(copies.keys().next().value!)
  })
}

/** The encoding to answer with: brotli, else gzip, as the request accepts them (`q=0` refuses); null for neither. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>()
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0
  if (weight('br') > 0) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return null
}

/** Whether the request's If-None-Match names this ETag (or `*`), as `fresh` reads it for Next. */
function notModified(request: IncomingMessage, etag: string): boolean {
  const given = request.headers['if-none-match']
  if (!given) return false
  return given.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`
  })
}

function addVary(response: ServerResponse, header: string): void {
  const vary = String(response.getHeader('Vary') ?? '')
  if (!vary.split(',').some((name) => name.trim().toLowerCase() === header.toLowerCase())) response.setHeader('Vary', vary ? `${vary}, ${header}` : header)
}

/**
 * Answers a cacheable page's request from its compressed copy: true when it did (then Next does
 * nothing more), false for Next to answer it. The first request of a page's HTML starts its copy.
 */
export function answer(request: IncomingMessage, response: ServerResponse, html: string, contentType: string | null, generateEtags: boolean): boolean {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || html.length < MIN_BYTES || response.getHeader('Content-Encoding')) return false
  const copy = copies.get(html)
  if (copy === undefined) makeCopy(html)
  if (copy === undefined || copy === 'queued') return false
  const encoding = chooseEncoding(request.headers['accept-encoding'])
  if (!encoding) return false
  // Most recently used last: the first key is the one to let go.
  copies.delete(html)
  copies.set(html, copy)
  addVary(response, 'Accept-Encoding')
  if (generateEtags) {
    response.setHeader('ETag', copy.etag)
    if (notModified(request, copy.etag)) {
      response.statusCode = 304
      response.end()
      return true
    }
  }
  const body = copy[encoding]
  if (contentType && !response.getHeader('Content-Type')) response.setHeader('Content-Type', contentType)
  response.setHeader('Content-Encoding', encoding)
  response.setHeader('Content-Length', body.length)
  response.end(request.method === 'HEAD' ? null : body)
  return true
}

declare global {
  /** What the patched `sendRenderResult` calls (see above). */
  var __precompressedPages: typeof answer | undefined
}

/** Hooks the copies into Next's responses: once, at the server's start (instrumentation.ts). */
export function installPrecompressedPages(): void {
  globalThis.__precompressedPages = answer
}
