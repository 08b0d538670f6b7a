/**
 * Failed staff sign-ins at the lake, counted per client address and for the staff account, so that
 * a guesser is slowed and the owner is not. An address that has failed too often in a minute waits;
 * once the account has had too many failures (from any number of addresses), an address that has
 * failed lately waits too, while one that has not may still sign in. Nothing locks the lake for
 * everyone: the owner signs in from an address that has not been guessing.
 */
export const SIGN_IN_LIMITS = {
  /** Failures from one address in a minute before it waits: far more than a person's typos. */
  address: { failures: 10, windowMs: 60_000 },
  /** Failures at the account in 15 minutes, after which every address that failed in that time waits it out. */
  account: { failures: 30, windowMs: 15 * 60_000 },
} as const

/**
 * The counts, in memory: the lake is one process on one machine. `address` is the connection's
 * own (the socket's), never a header a client writes.
 */
export function signInLimits(now: () => number) {
  const byAddress = new Map<string, number[]>()
  const account: number[] = []
  const since = (times: number[], windowMs: number) => times.filter((time) => time > now() - windowMs)

  /** Forgets failures older than the longest window, and addresses left with none. */
  function forgetOld() {
    const kept = since(account, SIGN_IN_LIMITS.account.windowMs)
    account.splice(0, account.length, ...kept)
    for (const [address, times] of byAddress) {
      const recent = since(times, SIGN_IN_LIMITS.account.windowMs)
      if (recent.length === 0) byAddress.delete(address)
      else byAddress.set(address, recent)
    }
  }

  return {
    /** Milliseconds until `address` may try again, or 0 when it may now. */
    waitFor(address: string): number {
      forgetOld()
      const times = byAddress.get(address) ?? []
      const lastMinute = since(times, SIGN_IN_LIMITS.address.windowMs)
      if (lastMinute.length >= SIGN_IN_LIMITS.address.failures) return lastMinute[lastMinute.length - SIGN_IN_LIMITS.address.failures]! + SIGN_IN_LIMITS.address.windowMs - now()
      if (account.length >= SIGN_IN_LIMITS.account.failures && times.length > 0) return times.at(-1)! + SIGN_IN_LIMITS.account.windowMs - now()
      return 0
    },
    failed(address: string): void {
      forgetOld()
      account.push(now())
      byAddress.set(address, [...(byAddress.get(address) ?? []), now()])
    },
  }
}
