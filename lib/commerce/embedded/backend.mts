import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { App, InMemoryEmailDriver, type EmailMessage, type StoredEmailMessage } from '@supabase/lite'
import { applyPendingMigrations, createApi } from '@supabase/lite/cli'
import { EMBEDDED_BACKEND, embeddedBackendUrl } from './defaults.js'
import { embeddedKeysFile, ensureEmbeddedKeys, type EmbeddedKeys } from './keys.js'
import { lockDataFolder } from './lock.mjs'

export type EmbeddedBackendOptions = {
  port?: number
  /** PGlite data folder; ignored when `postgresUrl` is given. */
  dataDir?: string
  /** Run on a real PostgreSQL server through lite's postgres driver instead of PGlite. */
  postgresUrl?: string
  /** Where the JWT secret and API keys are kept (default: embeddedKeysFile()). */
  keysFile?: string
  /** Start from an empty database, with new keys (tests). */
  fresh?: boolean
  /** Origin of the site, used in the links of auth e-mails. */
  siteOrigin?: string
  /** Serve GET /__mailbox?to=… with the e-mails sent to that address (tests only). */
  mailbox?: boolean
  log?: (line: string) => void
}

export type EmbeddedBackend = {
  url: string
  port: number
  keys: EmbeddedKeys
  mail: InMemoryEmailDriver
  stop: () => Promise<void>
}

/** Keeps every auth e-mail in memory for the tests and prints it, since nothing is delivered. */
class CapturingEmailDriver extends InMemoryEmailDriver {
  constructor(private readonly log: (line: string) => void) {
    super({ maxKeepCount: 200 })
  }

  override async send(message: EmailMessage): Promise<void> {
    await super.send(message)
    const links = (message.html ?? message.text ?? '').match(/https?:\/\/[^"'\s<]+/g) ?? []
    this.log(`e-mail to ${message.to}: "${message.subject}"${links.length ? ` ${links.join(' ')}` : ''}`)
  }
}

// Only the APIs supabase-js calls: lite's dashboard and its /_system routes (configuration, schema)
// answer without any key, so they are not served at all.
const SERVED_APIS = ['/auth/v1/', '/rest/v1/']

/**
 * Only the site's server talks to this backend, and a server sends no Origin. A request that has
 * one comes from a web page, which may be any site the visitor has open: it is refused, and no
 * answer carries lite's `Access-Control-Allow-Origin: *`.
 */
function fromWebPage(request: Request): Response | null {
  if (!request.headers.has('origin')) return null
  return Response.json({ message: 'The embedded commerce backend serves the shop only' }, { status: 403 })
}

function withoutCors(response: Response): Response {
  const headers = new Headers(response.headers)
  for (const name of [...headers.keys()]) if (name.startsWith('access-control-')) headers.delete(name)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * Starts `@supabase/lite` (Supabase's auth and REST APIs) on PGlite or PostgreSQL with the
 * migrations of supabase/migrations applied, served over HTTP on loopback for unmodified
 * supabase-js. PGlite allows one process per data folder: this one locks it and Next talks to it.
 */
export async function startEmbeddedBackend(options: EmbeddedBackendOptions = {}): Promise<EmbeddedBackend> {
  const log = options.log ?? ((line: string) => console.log(`[commerce] ${line}`))
  const dataDir = path.resolve(options.dataDir ?? EMBEDDED_BACKEND.dataDir)
  const unlock = options.postgresUrl ? () => {} : lockDataFolder(dataDir)
  try {
    if (!options.postgresUrl) {
      if (options.fresh) rmSync(dataDir, { recursive: true, force: true })
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
    const mail = new CapturingEmailDriver(log)
    const app = new App({ ...config, options: { ...config.options, drivers: { ...config.options?.drivers, email: mail } } })
    await app.init()
    const { applied } = await applyPendingMigrations(app)
    if (applied.length) log(`applied ${applied.map((migration) => migration.filename).join(', ')}`)

    const server = await new Promise<ServerType>((resolve, reject) => {
      const instance = serve(
        {
          hostname: EMBEDDED_BACKEND.host,
          port: options.port ?? EMBEDDED_BACKEND.port,
          fetch: async (request: Request) => {
            const url = new URL(request.url)
            if (options.mailbox && url.pathname === '/__mailbox') {
              const messages: StoredEmailMessage[] = mail.messages.get(url.searchParams.get('to') ?? '') ?? []
              return Response.json(messages)
            }
            if (!SERVED_APIS.some((prefix) => url.pathname.startsWith(prefix))) return Response.json({ message: 'Not found' }, { status: 404 })
            return fromWebPage(request) ?? withoutCors(await app.fetch(request))
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
      mail,
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
