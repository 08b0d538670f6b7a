import 'server-only'
import { headers } from 'next/headers'
import { hitRateLimit } from '@/lib/commerce/rate-limits'
import { BackendError, RateLimitedError } from '@/lib/errors/backend'
import { limitMessage } from '@/lib/errors/catalogue'
import { clientIp } from './client-ip'
import { limitKey } from './limit-key'
import { LIMITS, type LimitName } from './limits'

/**
 * The subject a limit counts: this request's client address; an account (its e-mail before sign-in,
 * its id after) or an e-mail address a form gave; an account from this address; or everyone together.
 */
export type Subject = { ip: true } | { account: string } | { account: string; ip: true } | { everyone: true }

async function keyFor(name: LimitName, subject: Subject): Promise<string> {
  if (!('ip' in subject)) return limitKey(name, subject)
  const ip = clientIp(await headers())
  return limitKey(name, 'account' in subject ? { account: subject.account, ip } : { ip })
}

async function hit(name: LimitName, subject: Subject, cost: number): Promise<void> {
  const { limit, windowSeconds } = LIMITS[name]
  const wait = await hitRateLimit(await keyFor(name, subject), limit, windowSeconds, cost)
  if (wait > 0) throw new RateLimitedError(limitMessage(wait), wait)
}

/** Counts one request against the limit; throws RateLimitedError once it is used up. */
export const enforceLimit = (name: LimitName, subject: Subject) => hit(name, subject, 1)

/** Counts one hit against each limit in turn, stopping at the first used up (which throws RateLimitedError): a later one counts nothing then. */
export async function enforceLimits(...limits: [LimitName, Subject][]): Promise<void> {
  for (const [name, subject] of limits) await enforceLimit(name, subject)
}

/** Counts one hit; false once the limit is used up. A limit store that cannot answer throws. */
export async function withinLimit(name: LimitName, subject: Subject): Promise<boolean> {
  try {
    await enforceLimit(name, subject)
    return true
  } catch (error) {
    if (error instanceof RateLimitedError) return false
    throw error
  }
}

/** For callers that answer with a snapshot instead of throwing: the refusal's words, or null within the limit. */
export async function limitRefusal(name: LimitName, subject: Subject): Promise<string | null> {
  try {
    await enforceLimit(name, subject)
    return null
  } catch (error) {
    if (error instanceof BackendError) return error.message
    throw error
  }
}

/** Throws RateLimitedError if the limit is used up, without counting this request (failures are counted after). */
export const checkLimit = (name: LimitName, subject: Subject) => hit(name, subject, 0)

/** Counts a failure (a wrong password) against a limit checked with checkLimit; never throws for the limit itself. */
export async function countFailure(name: LimitName, subject: Subject): Promise<void> {
  const { limit, windowSeconds } = LIMITS[name]
  await hitRateLimit(await keyFor(name, subject), limit, windowSeconds, 1)
}

/**
 * A route handler behind a per-address limit: once it is used up the answer is 429 with
 * Retry-After and the message; a limit store that cannot answer gives 503, never a pass.
 */
export function withIpLimit(name: LimitName, handler: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      await enforceLimit(name, { ip: true })
    } catch (error) {
      if (!(error instanceof BackendError)) throw error
      const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
      if (error instanceof RateLimitedError) headers['Retry-After'] = String(error.retryAfterSeconds)
      return Response.json({ message: error.message }, { status: error instanceof RateLimitedError ? 429 : 503, headers })
    }
    return handler(request)
  }
}
