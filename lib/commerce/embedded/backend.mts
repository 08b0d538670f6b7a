import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { App, InMemoryEmailDriver, type EmailMessage, type StoredEmailMessage } from '@supabase/lite'
import { applyPendingMigrations, createApi } from '@supabase/lite/cli'
import { EMBEDDED_BACKEND, embeddedBackendUrl } from './defaults.js'
import { EMBEDDED_SECRET_KEY } from './secret.js'

export type EmbeddedBackendOptions = {
  port?: number
  /** PGlite data folder; ignored when `postgresUrl` is given. */
  dataDir?: string
  /** Run on a real PostgreSQL server through lite's postgres driver instead of PGlite. */
  postgresUrl?: string
  /** Start from an empty database (tests). */
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

/**
 * Starts `@supabase/lite` (Supabase's auth and REST APIs) on PGlite or PostgreSQL with the
 * migrations of supabase/migrations applied, served over HTTP for unmodified supabase-js.
 * PGlite allows one process per data folder, so this one process owns it and Next talks to it.
 */
export async function startEmbeddedBackend(options: EmbeddedBackendOptions = {}): Promise<EmbeddedBackend> {
  const log = options.log ?? ((line: string) => console.log(`[commerce] ${line}`))
  const dataDir = path.resolve(options.dataDir ?? EMBEDDED_BACKEND.dataDir)
  if (!options.postgresUrl) {
    if (options.fresh) rmSync(dataDir, { recursive: true, force: true })
    mkdirSync(dataDir, { recursive: true })
  }

  process.env.LITE_TELEMETRY = '0'
  process.env.SUPABASE_LITE_DRIVER = options.postgresUrl ? 'postgres' : 'pglite'
  process.env.SUPABASE_LITE_DB_URL = options.postgresUrl ?? dataDir
  process.env.SUPABASE_LITE_PUBLISHABLE_KEY = EMBEDDED_BACKEND.publishableKey
  process.env.SUPABASE_LITE_SECRET_KEY = EMBEDDED_SECRET_KEY
  process.env.SITE_ORIGIN = options.siteOrigin ?? 'http://localhost:3000'

  const api = await createApi({ withSupabaseClient: false })
  const config = await api.project.local.getConfig()
  const mail = new CapturingEmailDriver(log)
  const app = new App({ ...config, options: { ...config.options, drivers: { ...config.options?.drivers, email: mail } } })
  await app.init()
  const { applied } = await applyPendingMigrations(app)
  if (applied.length) log(`applied ${applied.map((migration) => migration.filename).join(', ')}`)

  const server = await new Promise<ServerType>((resolve) => {
    const instance = serve(
      {
        hostname: EMBEDDED_BACKEND.host,
        port: options.port ?? EMBEDDED_BACKEND.port,
        fetch: (request: Request) => {
          const url = new URL(request.url)
          if (options.mailbox && url.pathname === '/__mailbox') {
            const messages: StoredEmailMessage[] = mail.messages.get(url.searchParams.get('to') ?? '') ?? []
            return Response.json(messages)
          }
          return app.fetch(request)
        },
      },
      () => resolve(instance),
    )
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : (options.port ?? EMBEDDED_BACKEND.port)

  return {
    url: embeddedBackendUrl(port),
    port,
    mail,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await app.connection.close()
    },
  }
}
