/**
 * A draining instance goes on taking new requests until SHUTDOWN_DELAY_MS has passed since the stop
 * began and then until none has come for QUIET_MS: the sign that the balancer has taken it out. On a
 * loaded machine the balancer's health checks answer late and it goes on routing to the instance
 * past the delay; closing then cuts the idle connections it is about to send on (haproxy sends a GET
 * so cut again, scripts/lib/cluster.sh; a browser sends any request again whose reused connection
 * closed before an answer, but another client sees its POST fail). A delay of 0 (one server, no
 * balancer) stops at once.
 */
export const QUIET_MS = 1000

export function mayStopListening({ now, stoppingSince, lastRequestAt, delayMs }: { now: number; stoppingSince: number; lastRequestAt: number; delayMs: number }): boolean {
  if (delayMs <= 0) return true
  return now - stoppingSince >= delayMs && now - lastRequestAt >= QUIET_MS
}
