import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'

export type RedisServer = { url: string; stop: () => Promise<void> }

/** A port no one listens on now, from the kernel. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  return port
}

/**
 * Debian's redis-server (installed by `npm run verify`), empty and on loopback, kept in memory only,
 * for a test file's shared-cache tests.
 */
export async function startRedis(): Promise<RedisServer> {
  const port = await freePort()
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] })
  const ready = new Promise<void>((resolve, reject) => {
    child.on('error', (error) => reject(new Error(`redis-server could not start (is it installed? npm run verify installs it): ${error.message}`)))
    child.on('exit', (code) => reject(new Error(`redis-server ended with ${code}`)))
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve()
    })
  })
  await ready
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill()
      await once(child, 'exit').catch(() => {})
    },
  }
}
