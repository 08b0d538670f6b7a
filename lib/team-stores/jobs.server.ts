import 'server-only'
import { deliverMailNow } from '@/lib/commerce/mail-delivery'
import { claimDueRefunds, closeDueStores, readStoreBoard, sendDueReminders, settleRefund, type DueRefund, type StoreBoard } from '@/lib/commerce/team-stores'
import { refundPayment, RefundError } from '@/lib/payments/provider'
import { oneAtATime } from '@/lib/jobs/one-at-a-time'
import { now } from '@/lib/time/clock'

/**
 * The team stores' own work, on every instance of the site, every minute: closing the stores whose
 * day has come (the database closes each once, whichever instance asks first), making the refunds
 * owed, through the payment provider, once each (the refund's id and round are its idempotency key: a
 * round staff start anew gets a key of its own, since the provider keeps a refused request's answer), and
 * reminding invited players two days before closing (once a store). What they wrote to the mail
 * outbox goes out at once.
 */

/** How often: every minute, or every TEAM_STORE_JOBS_SECONDS (the journeys run it every few seconds instead of waiting a minute). */
function timerSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.TEAM_STORE_JOBS_SECONDS)
  return Number.isInteger(seconds) && seconds >= 1 && seconds <= 3600 ? seconds : 60
}
/** Refunds claimed at a time, and how long a claim holds against another instance. */
const BATCH = 20
const LEASE_SECONDS = 120
/** A refund the provider could not make is tried again later, for about two days. */
const MAX_ATTEMPTS = 12

/** When to try a failed refund again: 1, 2, 4… minutes, at most six hours; null once given up. */
function refundRetryAt(attempts: number, at: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null
  return new Date(at.getTime() + Math.min(2 ** (attempts - 1), 360) * 60_000)
}

/** Makes one refund; answers whether it was made. */
async function refund(due: DueRefund): Promise<boolean> {
  try {
    const { refundReference } = await refundPayment({ paymentReference: due.paymentReference, amountCents: due.amountCents, idempotencyKey: `refund:${due.id}:${due.round}` })
    await settleRefund(due, { refundReference })
    return true
  } catch (error) {
    if (!(error instanceof RefundError)) throw error
    const cause = error.cause instanceof Error ? error.cause.message : error.message
    console.warn(`[team stores] refund ${due.id} of ${due.paymentReference} failed: ${cause}`)
    await settleRefund(due, { error: cause, retryAt: error.retryable ? refundRetryAt(due.attempts, new Date()) : null })
    return false
  }
}

/** The last pause said: a run that fails the same way every minute (no backend configured, an outage) says it once. */
let lastPause = ''

async function runOnce(): Promise<void> {
  try {
    const at = now()
    const closed = await closeDueStores(at)
    for (const { storeId, status } of closed) console.log(`[team stores] store ${storeId} closed: ${status}`)
    let refunded = 0
    for (const due of await claimDueRefunds(BATCH, LEASE_SECONDS)) if (await refund(due)) refunded += 1
    const reminded = await sendDueReminders(at)
    if (reminded > 0) console.log(`[team stores] ${reminded} reminders sent`)
    if (closed.length > 0 || refunded > 0 || reminded > 0) void deliverMailNow()
    lastPause = ''
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
    const pause = `[team stores] jobs paused: ${cause instanceof Error ? cause.message : String(cause)}`
    if (pause !== lastPause) console.warn(pause)
    lastPause = pause
  }
}

/** Closes what is due and makes the refunds owed: one run at a time in this server, and once more when asked during one. */
export const runTeamStoreJobs = oneAtATime(runOnce)

/** On its timer for as long as the server runs, and once at its start (a closing missed while it was down). */
export function startTeamStoreTimer(): void {
  setInterval(() => void runTeamStoreJobs(), timerSeconds() * 1000).unref()
  void runTeamStoreJobs()
}

/**
 * A store's board as its manager or staff read it at `at`: one past its closing moment that the
 * minute's job has not closed yet is closed first, so a board never shows a store open past its day.
 */
export async function readStoreBoardAt(id: string, at: Date): Promise<StoreBoard | null> {
  const store = await readStoreBoard(id)
  if (!store || store.status !== 'open' || store.closesAt > at) return store
  await runTeamStoreJobs()
  return (await readStoreBoard(id)) ?? store
}
