/**
 * A draining instance goes on taking new requests until SHUTDOWN_DELAY_MS has passed since the stop
 * began and then until none has come for QUIET_MS: the sign that the balancer has taken it out. On a
 * loaded machine the balancer's health checks answer late and it goes on routing to the instance
 * past the delay; closing then cuts the idle connections it is about to send on (haproxy sends a GET
 * so cut again, scripts/lib/cluster.sh; a browser sends any request again whose reused connection
 * closed before an answer, but another client sees its POST fail). A delay of 0 (one server, no
 * balancer) stops at once.
 */
import type { Server } from 'node:http'

export const QUIET_MS = 1000

export function mayStopListening({ now, stoppingSince, lastRequestAt, delayMs }: { now: number; stoppingSince: number; lastRequestAt: number; delayMs: number }): boolean {
  if (delayMs <= 0) return true
  return now - stoppingSince >= delayMs && now - lastRequestAt >= QUIET_MS
}

/**
 * Stops taking connections and resolves once the last one has closed. Node's `close()` ends only
 * the connections idle at that moment: one still answering stays open after its answer, kept alive
 * for the balancer's next request until its keep-alive timeout (65 s, lib/http/server.mts), and the
 * stop would wait that long. So each is closed as soon as it falls idle.
 */
export function closeWhenAnswered(server: Server, everyMs = 50): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), everyMs)
    server.close(() => {
      clearInterval(idle)
      resolve()
    })
  })
}
