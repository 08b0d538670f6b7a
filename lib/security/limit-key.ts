import { createHash } from 'node:crypto'
import type { LimitName } from './limits'

/** Whom a limit counts: a client address, an account's id or an e-mail address, both together, or everyone. */
export type LimitSubject = { ip: string } | { account: string } | { account: string; ip: string } | { everyone: true }

/** The key a limit's count is kept under: the limit and whom it counts, hashed so the table holds no address or e-mail. */
export function limitKey(name: LimitName, who: LimitSubject): string {
  const parts = 'everyone' in who ? ['everyone'] : [...('account' in who ? [`account:${who.account.trim().toLowerCase()}`] : []), ...('ip' in who ? [`ip:${who.ip}`] : [])]
  return createHash('sha256').update([name, ...parts].join('|')).digest('hex')
}
