import type { IncomingMessage } from 'node:http'
import { createSecureServer, type Http2ServerRequest } from 'node:http2'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { generate } from 'selfsigned'
import { loadDataset } from '../../lib/content/embedded/load'
import { lockForThisProcess } from '../../lib/local-services/process-lock'
import { assetFiles } from './assets'
import { lakeAuth } from './auth'
import { CONTENT_LAKE, contentLakeUrl, datasetDir, ensureContentLakeKeys } from './defaults'
import type { LakeDocument } from './documents'
import { siteNotifier } from './notify-site'
import { lakeService } from './service'
import { LakeStore } from './store'

export type ContentLakeOptions = {
  port: number
  /** Its folder: documents, transaction log and TLS certificate. */
  dir: string
  keysFile: string
  /** The site's origins, whose pages run the Studio. */
  siteOrigins: string[]
  /** The site's /api/revalidate, which each publish notifies. */
  webhookUrl: string
  /** Starts from the seed again, with new keys (the tests' runs). */
  fresh?: boolean
}

/** The bundled dataset as the lake's first documents, each with the system fields a lake keeps. */
function seedDocuments(): LakeDocument[] {
  const now = new Date().toISOString()
  return loadDataset().map((document) => ({ ...document, _rev: 'seed', _createdAt: now, _updatedAt: now }))
}

/**
 * The certificate the lake serves HTTP/2 with, made on first start for 127.0.0.1 and localhost.
 * HTTP/2 because the Studio holds several listen streams open at once, and over HTTP/1.1 they
 * take all six of a browser's connections to one host, after which the Studio waits forever.
 */
async function certificate(dir: string): Promise<{ key: string; cert: string }> {
  const keyFile = path.join(dir, 'tls-key.pem')
  const certFile = path.join(dir, 'tls-cert.pem')
  if (existsSync(keyFile) && existsSync(certFile)) return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') }
  const notAfter = new Date()
  notAfter.setFullYear(notAfter.getFullYear() + 2)
  const pems = await generate([{ name: 'commonName', value: 'Hockey shop local content lake' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: notAfter,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: CONTENT_LAKE.host }] },
    ],
  })
  writeFileSync(keyFile, pems.private, { mode: 0o600 })
  writeFileSync(certFile, pems.cert, { mode: 0o644 })
  return { key: pems.private, cert: pems.cert }
}

/** Starts the local content lake: the store, its HTTP API over HTTP/2 and TLS, and publish notices to the site. */
export async function startContentLake(options: ContentLakeOptions) {
  const release = lockForThisProcess(options.dir, 'probably another `npm run serve`: stop it first.')
  if (options.fresh) rmSync(options.dir, { recursive: true, force: true })
  mkdirSync(options.dir, { recursive: true })
  const keys = ensureContentLakeKeys(options.keysFile, { renew: options.fresh })
  const files = assetFiles(datasetDir(options.dir), path.join(process.cwd(), 'public'))
  const store = LakeStore.open(datasetDir(options.dir), seedDocuments, files.checkDocument)
  const auth = lakeAuth({ staff: { email: CONTENT_LAKE.staffEmail, password: keys.staffPassword }, secret: keys.sessionSecret, allowedOrigins: options.siteOrigins })
  const notify = siteNotifier({ webhookUrl: options.webhookUrl, secret: keys.webhookSecret })
  const handle = lakeService({
    store,
    projectId: CONTENT_LAKE.projectId,
    dataset: CONTENT_LAKE.dataset,
    allowedOrigins: options.siteOrigins,
    identify: auth.identify,
    auth: auth.handle,
    assets: files,
    onCommit: (transaction) => void notify(transaction),
  })
  const tls = await certificate(options.dir)
  const server = await new Promise<ServerType>((resolve, reject) => {
    const instance = serve(
      {
        hostname: CONTENT_LAKE.host,
        port: options.port,
        // The connection's own address: the lake is reached directly, so no header says who the client is.
        fetch: (request: Request, { incoming }: { incoming: IncomingMessage | Http2ServerRequest }) => handle(request, { address: incoming.socket.remoteAddress ?? 'unknown' }),
        createServer: createSecureServer,
        // HTTP/1.1 too, for command-line clients; browsers take HTTP/2.
        serverOptions: { ...tls, allowHTTP1: true },
      },
      () => resolve(instance),
    )
    instance.once('error', reject)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return {
    url: contentLakeUrl(port),
    port,
    staff: { email: CONTENT_LAKE.staffEmail, password: keys.staffPassword },
    certificate: tls.cert,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      release()
    },
  }
}
