/**
 * Failed webhook deliveries (bad signatures) counted per client address, in this server's memory.
 *
 * Why not the database-backed per-address limits of lib/security/rate-limit.ts: a signed delivery
 * is our payment provider, and Stripe delivers from a few shared addresses (the local test service
 * from 127.0.0.1, the very address of every shopper in the tests), so a budget per address would
 * throttle genuine events in a burst and hold up customers' payments; and counting every delivery
 * in the database would add a database write to each, the one cost worth protecting. Checking a
 * signature is a hash of at most 64 KB and touches nothing, so what needs limiting is someone
 * probing with forged deliveries: after too many failures from one address, that address is
 * refused (429) for the rest of the minute, before its body is read. Per server instance, which is
 * enough for a limit that guards CPU and logs rather than data.
 */
class FailureCounter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>()

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxTracked = 10_000,
  ) {}

  /** Seconds until `key` may try again; 0 when it may now. */
  retryAfter(key: string, now: number = Date.now()): number {
    const entry = this.hits.get(key)
    if (!entry || entry.resetAt <= now || entry.count < this.limit) return 0
    return Math.ceil((entry.resetAt - now) / 1000)
  }

  /** Counts one failure of `key`. */
  count(key: string, now: number = Date.now()): void {
    const entry = this.hits.get(key)
    if (entry && entry.resetAt > now) {
      entry.count += 1
      return
    }
    if (this.hits.size >= this.maxTracked) {
      for (const [tracked, { resetAt }] of this.hits) if (resetAt <= now) this.hits.delete(tracked)
      // Still full of live entries: forget the oldest rather than grow without bound.
      if (this.hits.size >= this.maxTracked) this.hits.delete(this.hits.keys().next().value as string)
    }
    this.hits.set(key, { count: 1, resetAt: now + this.windowMs })
  }
}

/** Bad signatures one address may send in a minute: far more than a misconfigured sender needs to show up in the logs. */
export const webhookFailures = new FailureCounter(20, 60_000)
