import { createHash } from 'node:crypto'
import type { LimitName } from './limits'

/**
 * The key a limit's count is kept under: the limit and whom it counts (a client address, an
 * account's id or an e-mail address, or everyone), hashed so the table holds no address or e-mail.
 */
export function limitKey(name: LimitName, who: { ip: string } | { account: string } | { everyone: true }): string {
  const subject = 'ip' in who ? `ip:${who.ip}` : 'account' in who ? `account:${who.account.trim().toLowerCase()}` : 'everyone'
  return createHash('sha256').update(`${name}|${subject}`).digest('hex')
}
