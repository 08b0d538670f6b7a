import { Agent, createServer, get } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { closeWhenAnswered, mayStopListening, QUIET_MS } from './drain.mts'

describe('mayStopListening', () => {
  const stoppingSince = 10_000
  it('stops at once without a delay, even while requests come', () => {
    expect(mayStopListening({ now: stoppingSince, stoppingSince, lastRequestAt: stoppingSince, delayMs: 0 })).toBe(true)
  })
  it('goes on serving for the whole delay, however quiet', () => {
    expect(mayStopListening({ now: stoppingSince + 2999, stoppingSince, lastRequestAt: 0, delayMs: 3000 })).toBe(false)
    expect(mayStopListening({ now: stoppingSince + 3000, stoppingSince, lastRequestAt: 0, delayMs: 3000 })).toBe(true)
  })
  it('goes on serving past the delay while the balancer still sends requests', () => {
    const now = stoppingSince + 5000
    expect(mayStopListening({ now, stoppingSince, lastRequestAt: now - QUIET_MS + 1, delayMs: 3000 })).toBe(false)
    expect(mayStopListening({ now, stoppingSince, lastRequestAt: now - QUIET_MS, delayMs: 3000 })).toBe(true)
  })
})

describe('closeWhenAnswered', () => {
  it('answers the request in progress, then closes its kept-alive connection without waiting for the keep-alive timeout', async () => {
    const server = createServer((_request, response) => setTimeout(() => response.end('answered'), 300))
    server.keepAliveTimeout = 65_000
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const agent = new Agent({ keepAlive: true })
    const answer = new Promise<string>((resolve, reject) => {
      get({ host: '127.0.0.1', port, agent }, (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () => resolve(body))
      }).on('error', reject)
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    const closed = closeWhenAnswered(server)
    expect(await answer).toBe('answered')
    await closed
    expect(Date.now() - started).toBeLessThan(5_000)
    agent.destroy()
  })
})
