import { createHash } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { serve, type ServerType } from '@hono/node-server'
import { App, setExperimental, type EmailDriver, type EmailMessage } from '@supabase/lite'
import { applyPendingMigrations, createApi } from '@supabase/lite/cli'
import { EMBEDDED_BACKEND, embeddedBackendUrl } from './defaults.js'
import { embeddedKeysFile, ensureEmbeddedKeys, type EmbeddedKeys } from './keys.js'
import { authGuard } from './auth-guard.mjs'
import { faultInjector, FAULTS_PATH } from './faults.mjs'
import { lockForThisProcess } from '../../local-services/process-lock.js'
import { plainTextOf } from '../../mail/plain-text.js'
import { smtpTransport, type MailTransport } from '../../mail/smtp.js'

export type EmbeddedBackendOptions = {
  port?: number
  /** PGlite data folder; ignored when `postgresUrl` is given. */
  dataDir?: string
  /** Run on a real PostgreSQL server through lite's postgres driver instead of PGlite. */
  postgresUrl?: string
  /** Folder of the files kept in Storage (default: beside the data folder, `<dataDir>-storage`). */
  storageDir?: string
  /** Where the JWT secret and API keys are kept (default: embeddedKeysFile()). */
  keysFile?: string
  /** Start from an empty database, with new keys (tests). */
  fresh?: boolean
  /** Origin of the site, used in the links of auth e-mails. */
  siteOrigin?: string
  /**
   * Where auth e-mails (sign-up confirmations, password resets) are sent: the site's own SMTP server, the local mail
   * catcher on the embedded default. Without it they are only printed.
   */
  smtpUrl?: string
  /** Their sender, with smtpUrl. */
  mailFrom?: string
  /** Lets the browser tests make calls fail on purpose (./faults): never for real use. */
  faults?: boolean
  log?: (line: string) => void
}

export type EmbeddedBackend = {
  url: string
  port: number
  keys: EmbeddedKeys
  /**
   * The one-time token of the newest auth e-mail's link to /auth/confirm sent to `email` (a sign-up's
   * confirmation, a reset), as its reader would follow it: for the demo staff account and the tests,
   * which have no inbox to open.
   */
  linkTokenSentTo: (email: string) => string | null
  stop: () => Promise<void>
}

/** How many addresses' newest link tokens are kept in memory (the oldest are forgotten). */
const KEPT_LINK_TOKENS = 500

/** The token_hash of an auth e-mail's link (supabase/templates link to /auth/confirm?token_hash=…). */
function linkTokenOf(message: EmailMessage): string | null {
  const href = (message.html ?? message.text ?? '').match(/https?:\/\/[^"'\s<]+\/auth\/confirm\?[^"'\s<]+/)?.[0]
  return href ? new URL(href.replaceAll('&amp;', '&')).searchParams.get('token_hash') : null
}

/**
 * Prints every auth e-mail with its links, and sends it on when there is somewhere to send it;
 * keeps each address's newest link token (linkTokenSentTo).
 */
class ForwardingEmailDriver implements EmailDriver {
  private readonly tokens = new Map<string, string>()

  constructor(
    private readonly log: (line: string) => void,
    private readonly forward: { transport: MailTransport; from: string } | null,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    const links = (message.html ?? message.text ?? '').match(/https?:\/\/[^"'\s<]+/g) ?? []
    this.log(`e-mail to ${message.to}: "${message.subject}"${links.length ? ` ${links.join(' ')}` : ''}`)
    const token = linkTokenOf(message)
    if (token) {
      this.tokens.delete(message.to.toLowerCase())
      this.tokens.set(message.to.toLowerCase(), token)
      if (this.tokens.size > KEPT_LINK_TOKENS) this.tokens.delete(this.tokens.keys().next().value!)
    }
    // The text part is our template's, read as text: the backend's own shows a code and a link the site does not use.
    const text = message.html ? plainTextOf(message.html) : (message.text ?? '')
    if (this.forward) await this.forward.transport.send({ from: this.forward.from, to: message.to, subject: message.subject, text, html: message.html })
  }

  linkTokenSentTo(email: string): string | null {
    return this.tokens.get(email.toLowerCase()) ?? null
  }
}

type StorageAdapter = NonNullable<App['_storageAdapter']>
type ObjectMetadata = Awaited<ReturnType<StorageAdapter['headObject']>>

/** What a stored file is served as: only the types the shop stores; anything else is never rendered. */
const SERVED_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
}

/**
 * Storage's files in a folder (lite's Storage keeps buckets and objects in the database and the
 * bytes wherever its adapter says). lite's own filesystem adapter is not exported by 0.10.0 and
 * leaves the file it streams open, so this one reads files whole: the shop stores logos of at most
 * 5 MB. Like lite's, it serves a file with the type its name's extension says.
 */
class FolderStorageAdapter implements StorageAdapter {
  readonly driver = 'folder'

  constructor(private readonly folder: string) {}

  /** lite refuses keys with `..` or a leading slash; a path that still leaves the folder is refused here too. */
  private file(bucket: string, key: string): string {
    const file = path.resolve(this.folder, bucket, key)
    if (!file.startsWith(this.folder + path.sep)) throw new Error(`Storage key outside its folder: ${bucket}/${key}`)
    return file
  }

  private async metadata(file: string, key: string): Promise<ObjectMetadata> {
    const stats = await stat(file)
    return {
      cacheControl: 'no-cache',
      contentLength: stats.size,
      size: stats.size,
      mimetype: SERVED_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
      lastModified: stats.mtime,
      eTag: `"${createHash('md5').update(`${file}:${stats.mtimeMs}:${stats.size}`).digest('hex')}"`,
    }
  }

  async getObject(bucket: string, key: string) {
    const file = this.file(bucket, key)
    return { httpStatusCode: 200, metadata: await this.metadata(file, key), body: await readFile(file) }
  }

  async uploadObject(bucket: string, key: string, _version: string | undefined, body: Parameters<StorageAdapter['uploadObject']>[3]) {
    const file = this.file(bucket, key)
    await mkdir(path.dirname(file), { recursive: true })
    // Otherwise lite passes the request's body: Node's web stream, which TypeScript declares twice (DOM and node:stream/web).
    await writeFile(file, body instanceof Uint8Array ? body : Buffer.from(await new Response(body as ReadableStream).arrayBuffer()))
    return this.metadata(file, key)
  }

  async deleteObject(bucket: string, key: string) {
    await rm(this.file(bucket, key), { force: true })
  }

  async deleteObjects(bucket: string, keys: string[]) {
    for (const key of keys) await this.deleteObject(bucket, key)
  }

  async copyObject(sourceBucket: string, source: string, _version: string | undefined, bucket: string, key: string) {
    const file = this.file(bucket, key)
    await mkdir(path.dirname(file), { recursive: true })
    await copyFile(this.file(sourceBucket, source), file)
    const { eTag, lastModified } = await this.metadata(file, key)
    return { httpStatusCode: 200, eTag, lastModified }
  }

  async headObject(bucket: string, key: string) {
    return this.metadata(this.file(bucket, key), key)
  }

  async privateAssetUrl(bucket: string, key: string) {
    return pathToFileURL(this.file(bucket, key)).href
  }
}

// Only the APIs supabase-js calls: lite's dashboard and its /_system routes (configuration, schema)
// answer without any key, so they are not served at all.
const SERVED_APIS = ['/auth/v1/', '/rest/v1/', '/storage/v1/']

/**
 * Only the site's server talks to this backend, and a server sends no Origin. A request that has
 * one comes from a web page, which may be any site the visitor has open: it is refused, and no
 * answer carries lite's `Access-Control-Allow-Origin: *`.
 */
function fromWebPage(request: Request): Response | null {
  if (!request.headers.has('origin')) return null
  return Response.json({ message: 'The embedded commerce backend serves the shop only' }, { status: 403 })
}

/**
 * What lite 0.10.0 leaves out when it serves a stored file: saved as a file when the URL asks for
 * `download` (`createSignedUrl(…, { download: true })`), as hosted Storage does; never sniffed
 * into another type; and, should a file ever hold something active, run in a sandbox with nothing
 * to load.
 */
function asStoredFile(request: URL, headers: Headers): void {
  if (!request.pathname.startsWith('/storage/v1/object/')) return
  headers.set('x-content-type-options', 'nosniff')
  headers.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  const download = request.searchParams.get('download')
  if (download !== null) {
    const name = (download || path.posix.basename(request.pathname)).replace(/[^\w.-]/g, '_')
    headers.set('content-disposition', `attachment; filename="${name}"`)
  }
}

/** lite's answer without its CORS headers (see above), and stored files served as files. */
function served(request: URL, response: Response): Response {
  const headers = new Headers(response.headers)
  for (const name of [...headers.keys()]) if (name.startsWith('access-control-')) headers.delete(name)
  asStoredFile(request, headers)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * Starts `@supabase/lite` (Supabase's auth, REST and Storage APIs) on PGlite or PostgreSQL with the
 * migrations of supabase/migrations applied, served over HTTP on loopback for unmodified
 * supabase-js. PGlite allows one process per data folder: this one locks it and Next talks to it.
 * Storage keeps its files in `storageDir`, beside the data folder (covered by the same lock).
 */
export async function startEmbeddedBackend(options: EmbeddedBackendOptions = {}): Promise<EmbeddedBackend> {
  const log = options.log ?? ((line: string) => console.log(`[commerce] ${line}`))
  const dataDir = path.resolve(options.dataDir ?? EMBEDDED_BACKEND.dataDir)
  const storageDir = path.resolve(options.storageDir ?? `${dataDir}-storage`)
  const unlock = options.postgresUrl ? () => {} : lockForThisProcess(dataDir, 'another `npm run serve`? Stop it first, or give this one SUPABASE_LITE_DATA_DIR.')
  try {
    if (!options.postgresUrl) {
      // The files go with the database they are listed in. (A fresh start on PostgreSQL keeps its
      // database, so its files stay too.)
      if (options.fresh) for (const folder of [dataDir, storageDir]) rmSync(folder, { recursive: true, force: true })
      mkdirSync(dataDir, { recursive: true })
    }
    const keys = ensureEmbeddedKeys(path.resolve(options.keysFile ?? embeddedKeysFile()), { renew: options.fresh })

    process.env.LITE_TELEMETRY = '0'
    process.env.SUPABASE_LITE_DRIVER = options.postgresUrl ? 'postgres' : 'pglite'
    process.env.SUPABASE_LITE_DB_URL = options.postgresUrl ?? dataDir
    process.env.SUPABASE_LITE_JWT_SECRET = keys.jwtSecret
    process.env.SUPABASE_LITE_PUBLISHABLE_KEY = keys.publishableKey
    process.env.SUPABASE_LITE_SECRET_KEY = keys.secretKey
    process.env.SITE_ORIGIN = options.siteOrigin ?? 'http://localhost:3000'

    const api = await createApi({ withSupabaseClient: false })
    const config = await api.project.local.getConfig()
    const mail = new ForwardingEmailDriver(log, options.smtpUrl ? { transport: smtpTransport(options.smtpUrl), from: options.mailFrom ?? 'no-reply@localhost' } : null)
    // Storage is behind lite's experimental flag, and it makes its schema (storage.buckets,
    // storage.objects, with RLS) only with an adapter set before init(); the migrations then make
    // the shop's buckets and policies, as on a hosted project.
    setExperimental('storage', true)
    const app = new App({
      ...config,
      storage: { ...config.storage, enabled: true },
      options: { ...config.options, drivers: { ...config.options?.drivers, email: mail } },
    })
    app._storageAdapter = new FolderStorageAdapter(storageDir)
    await app.init()
    const { applied } = await applyPendingMigrations(app)
    if (applied.length) log(`applied ${applied.map((migration) => migration.filename).join(', ')}`)

    const faults = options.faults ? faultInjector(keys.secretKey) : null
    const guard = authGuard()
    const server = await new Promise<ServerType>((resolve, reject) => {
      const instance = serve(
        {
          hostname: EMBEDDED_BACKEND.host,
          port: options.port ?? EMBEDDED_BACKEND.port,
          fetch: async (request: Request) => {
            const url = new URL(request.url)
            if (faults && url.pathname === FAULTS_PATH) return fromWebPage(request) ?? faults.control(request)
            if (!SERVED_APIS.some((prefix) => url.pathname.startsWith(prefix))) return Response.json({ message: 'Not found' }, { status: 404 })
            const serveCall = async (call: Request) => served(url, await app.fetch(call))
            const serveGuarded = (call: Request) => guard(call, url, serveCall)
            return fromWebPage(request) ?? (faults ? faults.apply(request, serveGuarded) : serveGuarded(request))
          },
        },
        () => resolve(instance),
      )
      instance.once('error', reject)
    })
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : (options.port ?? EMBEDDED_BACKEND.port)

    return {
      url: embeddedBackendUrl(port),
      port,
      keys,
      linkTokenSentTo: (email) => mail.linkTokenSentTo(email),
      stop: async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()))
        await app.connection.close()
        unlock()
      },
    }
  } catch (error) {
    unlock()
    throw error
  }
}
