import { describe, expect, it } from 'vitest'
import { SIGN_IN_LIMITS, signInLimits } from './sign-in-limits'

describe('signInLimits, on a clock the test moves', () => {
  const limitsAt = () => {
    const clock = { now: 1_000_000 }
    return { clock, limits: signInLimits(() => clock.now) }
  }

  it('lets an address that failed too often in a minute try again once the minute of its oldest failures is over', () => {
    const { clock, limits } = limitsAt()
    for (let failure = 0; failure < SIGN_IN_LIMITS.address.failures; failure++) {
      expect(limits.waitFor('10.0.0.1')).toBe(0)
      limits.failed('10.0.0.1')
      clock.now += 1000
    }
    const wait = limits.waitFor('10.0.0.1')
    expect(wait).toBe(SIGN_IN_LIMITS.address.windowMs - SIGN_IN_LIMITS.address.failures * 1000)
    expect(limits.waitFor('10.0.0.2')).toBe(0)
    clock.now += wait
    expect(limits.waitFor('10.0.0.1')).toBe(0)
  })

  it('holds back, once the account has had too many failures, only the addresses that failed in its window', () => {
    const { clock, limits } = limitsAt()
    for (let failure = 0; failure < SIGN_IN_LIMITS.account.failures; failure++) limits.failed(`10.0.1.${failure}`)
    expect(limits.waitFor('10.0.1.0')).toBe(SIGN_IN_LIMITS.account.windowMs)
    expect(limits.waitFor('10.0.2.1')).toBe(0)
    clock.now += SIGN_IN_LIMITS.account.windowMs
    expect(limits.waitFor('10.0.1.0')).toBe(0)
  })
})
