/**
 * The journeys' way in to the site: an HTTP proxy that connects to the site from the loopback
 * address a request names in TEST_ADDRESS_HEADER (./client-address.ts), or from 127.0.0.1, and
 * passes everything else through as it came. The site then sees each journey's requests on
 * connections of their own address, as it sees a visitor's; no header is believed to get there.
 * Started by playwright.config.ts.
 *
 * E2E_PROXY_PORT: where the browser connects; E2E_SITE_PORT: the site, on 127.0.0.1.
 */
import { Agent, createServer, request as forward, type IncomingMessage } from 'node:http'
import { LOOPBACK, TEST_ADDRESS_HEADER } from './client-address.ts'

const port = (name: string) => {
  const value = Number(process.env[name])
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a port number`)
  return value
}
const sitePort = port('E2E_SITE_PORT')
// Connections are kept per source address (the agent's pools are keyed by it), and closed after 30 s
// idle, as a load balancer closes its own before the site's longer keep-alive (lib/http/server.mts).
const agent = new Agent({ keepAlive: true, timeout: 30_000 })

const server = createServer((request, response) => {
  const named = request.headers[TEST_ADDRESS_HEADER]
  delete request.headers[TEST_ADDRESS_HEADER]
  const localAddress = typeof named === 'string' && LOOPBACK.test(named) ? named : '127.0.0.1'
  const send = (retried: boolean) => {
    let upstreamAnswer: IncomingMessage | undefined
    const upstream = forward({ host: '127.0.0.1', port: sitePort, method: request.method, path: request.url, headers: request.headers, localAddress, agent }, (answer) => {
      upstreamAnswer = answer
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders)
      answer.pipe(response)
    })
    upstream.on('error', () => {
      // The site may reset a connection whose request it answered before reading it all (a body over
      // its cap): the answer it gave stands, as a load balancer passes it on, and the rest of the
      // request is read and dropped so that the browser can finish sending it.
      if (upstreamAnswer?.complete) {
        request.resume()
        return
      }
      // A kept-alive connection the site closed as it was reused (its idle timeout): a request with
      // no body is sent once more on a new one, as a load balancer retries (seen: a 502 for a GET).
      if (!retried && upstream.reusedSocket && !upstreamAnswer && (request.method === 'GET' || request.method === 'HEAD')) return send(true)
      if (response.headersSent) response.destroy()
      else response.writeHead(502).end()
    })
    // A browser that goes away (or a journey that stops sending) ends the site's side too.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy()
    })
    if (retried) upstream.end()
    else request.pipe(upstream)
  }
  send(false)
})
// Idle connections from the journeys are kept as long as the site keeps the proxy's: at Node's
// default of 5 s, a request sent on a connection the proxy was closing was reset (seen: ECONNRESET
// for a POST of the journeys' own request client, which, unlike the browser, does not send again).
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(port('E2E_PROXY_PORT'), '127.0.0.1')
