// The balancer's own rules (scripts/lib/cluster.sh's balancer_config), against an instance that closes a
// reused connection as a request arrives on it: what a draining instance does when it closes its idle
// connections while haproxy, its checks not yet failed, sends one more request on one of them.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

/** A free loopback port (taken, then given back). */
async function freePort() {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** Answers every first request on a connection; a second one on the same connection closes it unanswered. */
function closingInstance(received: string[]) {
  const served = new WeakMap<object, number>()
  return createServer((incoming, response) => {
    if (incoming.url === '/readyz') return response.end('ok')
    received.push(`${incoming.method} ${incoming.url}`)
    const count = (served.get(incoming.socket) ?? 0) + 1
    served.set(incoming.socket, count)
    if (count > 1) return incoming.socket.destroy()
    response.end(`answered ${incoming.url}`)
  })
}

/** A request through `agent` (one kept-alive connection), with its status and body, or the error it ended in. */
function send(agent: Agent, port: number, method: string, path: string) {
  return new Promise<string>((resolve) => {
    const sent = request({ agent, host: '127.0.0.1', port, method, path }, (answer: IncomingMessage) => {
      let body = ''
      answer.on('data', (chunk: Buffer) => (body += chunk.toString()))
      answer.on('end', () => resolve(`${answer.statusCode} ${body}`))
    })
    sent.on('error', (error: NodeJS.ErrnoException) => resolve(`failed: ${error.code ?? error.message}`))
    sent.end(method === 'POST' ? 'quantity=3' : undefined)
  })
}

let instance: Server
let balancer: ChildProcess
let balancerPort: number
const received: string[] = []

test.beforeAll(async () => {
  instance = closingInstance(received)
  await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve))
  balancerPort = await freePort()
  const config = execFileSync('bash', ['-c', 'source scripts/lib/cluster.sh; INSTANCE_PORTS=("$INSTANCE"); balancer_config'], {
    env: { ...process.env, PORT: String(balancerPort), HOST: '127.0.0.1', INSTANCE: String((instance.address() as AddressInfo).port), CLUSTER_PIN_HEADER: '' },
  }).toString()
  const file = join(mkdtempSync(join(tmpdir(), 'balancer-')), 'haproxy.cfg')
  writeFileSync(file, config)
  balancer = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] })
  await expect.poll(() => fetch(`http://127.0.0.1:${balancerPort}/readyz`).then((answer) => answer.status, () => 0)).toBe(200)
})

test.afterAll(async () => {
  balancer?.kill()
  await new Promise((resolve) => instance?.close(resolve))
})

test.beforeEach(() => {
  received.length = 0
})

test('a GET sent on a connection the instance closes is sent again, and the visitor gets the page', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  expect(await send(agent, balancerPort, 'GET', '/products')).toBe('200 answered /products')
  expect(await send(agent, balancerPort, 'GET', '/sizing-guide')).toBe('200 answered /sizing-guide')
  expect(received).toEqual(['GET /products', 'GET /sizing-guide', 'GET /sizing-guide'])
  agent.destroy()
})

test('a POST that reached the instance is never sent twice, even when its connection closes unanswered', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  expect(await send(agent, balancerPort, 'GET', '/cart')).toBe('200 answered /cart')
  expect(await send(agent, balancerPort, 'POST', '/cart')).not.toMatch(/^200/)
  expect(received).toEqual(['GET /cart', 'POST /cart'])
  agent.destroy()
})
