// `node lib/http/server.mts` (`npm start`, `npm run serve`, the browser tests): the built site, served
// by Next's custom-server API so that the client's address comes from the socket, which Next 16
// gives no route handler or server action. docs/decisions/0002-client-address-from-the-socket.md says why.
// `--dev` (`npm run dev`): Next's development server (Turbopack, hot reload) instead of the build,
// behind the same entry, so client addresses and the limits keyed on them work as they do deployed.
import { createServer } from 'node:http'
import next from 'next'
import { closeWhenAnswered, mayStopListening } from './drain.mts'
import { CLIENT_ADDRESS_HEADER, clientAddress, markServedByEntry, trustFromEnv, trustNotice, type Trust } from '../security/client-address.mts'

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOST || '127.0.0.1'
// A setting that cannot be meant stops the server here, before it serves anyone.
let trust: Trust
try {
  trust = trustFromEnv()
} catch (error) {
  console.error(`[server] ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
console.log(`[server] ${trustNotice(trust)}`)

markServedByEntry()

/**
 * Health for a load balancer, answered here without the site: /healthz while the process serves
 * (liveness), /readyz once the site is prepared and until a stop begins (readiness: the balancer
 * sends it requests only while this says 200).
 */
let ready = false
let lastRequestAt = 0
const HEALTH: Record<string, () => boolean> = { '/healthz': () => true, '/readyz': () => ready }

const server = createServer((request, response) => {
  const health = request.method === 'GET' ? HEALTH[request.url ?? ''] : undefined
  if (health) {
    const ok = health()
    response.writeHead(ok ? 200 : 503, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end(ok ? 'ok' : 'stopping')
    return
  }
  lastRequestAt = Date.now()
  const header = (name: string) => {
    const value = request.headers[name]
    return Array.isArray(value) ? value.join(',') : value
  }
  // Replaces whatever a client sent under this name.
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddress({ socket: request.socket.remoteAddress ?? null, header }, trust)
  handle(request, response).catch((error: unknown) => {
    console.error('[server] a request failed', error)
    if (!response.headersSent) response.writeHead(500)
    response.end()
  })
})
// A load balancer keeps connections to the site open between requests and reuses them: the site
// must not close an idle one first, or a request sent on it as it closes fails (a POST, which no
// balancer may send twice, becomes a 502). So the site waits longer than balancers keep them idle
// (60 s is a common default: AWS's load balancers keep idle connections that long).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
// Given the server, Next answers its upgrades from the start: in development, the hot-reload websocket.
const app = next({ dev: process.argv.includes('--dev'), hostname, port, httpServer: server })
const handle = app.getRequestHandler()
await app.prepare()
server.listen(port, hostname, () => {
  ready = true
  console.log(`[server] the site is at http://${hostname}:${port}`)
})

/**
 * A stop (SIGTERM from an orchestrator, Ctrl-C) drains: /readyz answers 503 at once, new requests are
 * still served for SHUTDOWN_DELAY_MS and for as long as the balancer still sends them (lib/http/drain.mts),
 * then the server stops taking connections, finishes the requests it has, and exits; after
 * SHUTDOWN_TIMEOUT_MS more it exits regardless.
 */
const delayMs = Number(process.env.SHUTDOWN_DELAY_MS || 0)
const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000)
function drain(signal: string) {
  if (!ready) process.exit(0)
  ready = false
  const stoppingSince = Date.now()
  console.log(`[server] ${signal}: draining (new requests for ${delayMs} ms and until the balancer stops sending them, then finishing those in progress)`)
  setTimeout(() => {
    console.error(`[server] still serving ${delayMs + timeoutMs} ms after ${signal}: exiting with requests unanswered`)
    process.exit(0)
  }, delayMs + timeoutMs).unref()
  const waiting = setInterval(() => {
    if (!mayStopListening({ now: Date.now(), stoppingSince, lastRequestAt, delayMs })) return
    clearInterval(waiting)
    void closeWhenAnswered(server).then(() => {
      console.log('[server] drained, every request answered')
      process.exit(0)
    })
  }, 50)
}
process.once('SIGTERM', () => drain('SIGTERM'))
process.once('SIGINT', () => drain('SIGINT'))
