// Plain JavaScript: Next loads its cache handler (next.config's cacheHandler) with Node's own import.
import { createHash } from 'node:crypto'
import { ServerResponse } from 'node:http'
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

/**
 * A prerendered page's scripts carry no nonce: it was rendered once, before any request. Its inline
 * scripts (React's flight data, the bundler's bootstrap) are allowed by their hashes instead, which
 * change only when the page is rendered again. The cache handler below works them out from the
 * page's HTML, once per cache entry (at build, and whenever a page is rendered again after content
 * changes), and stores them among the headers Next sends with the page. Next appends those headers
 * to the response, where the policy the proxy wrote already is; the patch at the end folds the
 * hashes into that policy's script-src. A page resumed after a static shell gets both: the shell's
 * scripts by hash, the rest by the request's nonce.
 */
const HASHES_HEADER = 'x-csp-script-hashes'

/** Script types a browser executes: none (classic), a JavaScript MIME type, or a module. Others (JSON-LD) are data. */
const EXECUTABLE_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i

/**
 * The CSP sources ('sha256-…') of the inline scripts in a page's HTML, each once, in order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (!EXECUTABLE_TYPE.test(type.trim())) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * The policy with `sources` added to its script-src.
 * @param {string} policy
 * @param {string} sources
 * @returns {string}
 */
export function withScriptSources(policy, sources) {
  if (!sources) return policy
  return policy.replace(/(^|;\s*)(script-src\b[^;]*)/, (_, start, directive) => `${start}${directive} ${sources}`)
}

/**
 * Adds the hashes of a cached page's inline scripts to the headers it is sent with (once).
 * @param {any} value a cache entry's value
 */
export function withScriptHashes(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return
  value.headers ??= {}
  value.headers[HASHES_HEADER] ??= inlineScriptHashes(value.html).join(' ')
}

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule

/** Next's own file-system cache, whose pages carry their inline scripts' hashes. */
export default class ScriptHashingCache extends FileSystemCache {
  /** @param {...any} args */
  async get(...args) {
    const entry = await super.get(...args)
    withScriptHashes(entry?.value)
    return entry
  }

  /** @param {string} key @param {any} data @param {any} context */
  async set(key, data, context) {
    withScriptHashes(data)
    return super.set(key, data, context)
  }
}

// Next appends a cached page's headers one by one (res.appendHeader). The hashes are not a header
// of their own: a second policy would be enforced beside the proxy's, and block what each allows.
const patched = Symbol.for('hockey-shop.csp-script-hashes')
const prototype = /** @type {any} */ (ServerResponse.prototype)
if (!prototype[patched]) {
  const appendHeader = prototype.appendHeader
  prototype.appendHeader = function (/** @type {string} */ name, /** @type {any} */ value) {
    if (String(name).toLowerCase() !== HASHES_HEADER) return appendHeader.call(this, name, value)
    const policy = this.getHeader('content-security-policy')
    if (typeof policy === 'string') this.setHeader('content-security-policy', withScriptSources(policy, String(value)))
    return this
  }
  prototype[patched] = true
}
