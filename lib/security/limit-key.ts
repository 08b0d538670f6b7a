import { createHash } from 'node:crypto'
import type { LimitName } from './limits'

/**
 * The key a limit's count is kept under: the limit and whom it counts (a client address, or an
 * account's e-mail or id), hashed so the table holds no address or e-mail.
 */
export function limitKey(name: LimitName, who: { ip: string } | { account: string }): string {
  const subject = 'ip' in who ? `ip:${who.ip}` : `account:${who.account.trim().toLowerCase()}`
  return createHash('sha256').update(`${name}|${subject}`).digest('hex')
}
