import { emailProblem } from '@/lib/wizard/team-info'
import { TEAM_STORE_LIMITS } from './rules'

/**
 * The players' addresses a manager invites to a store, pasted as they come (one a line, or
 * separated by commas, semicolons or spaces, as a spreadsheet's column or a mail client copies
 * them): each once, whatever its case, and each checked as the wizards check an e-mail.
 */

export const INVITE_MESSAGES = {
  none: 'Enter the players’ e-mail addresses, one a line or separated by commas',
  invalid: (typed: string) => `“${typed}” is not an e-mail address: please correct or remove it`,
  tooMany: `Invite at most ${TEAM_STORE_LIMITS.maxInvitesAtOnce} addresses at a time`,
  storeFull: `A store invites at most ${TEAM_STORE_LIMITS.maxInvites} addresses`,
} as const

/** The addresses in `typed`, or what is wrong with them. */
export function inviteList(typed: string): { emails: string[] } | { problem: string } {
  // "Sam Lee <sam@example.com>", as a mail client copies an address: the address alone.
  const addresses = typed.replace(/[^,;\n<>]*<([^<>]*)>/g, ' $1 ')
  const seen = new Set<string>()
  const emails: string[] = []
  for (const email of addresses.split(/[\s,;]+/).filter(Boolean)) {
    if (emailProblem(email)) return { problem: INVITE_MESSAGES.invalid(email) }
    if (seen.has(email.toLowerCase())) continue
    seen.add(email.toLowerCase())
    emails.push(email)
  }
  if (emails.length === 0) return { problem: INVITE_MESSAGES.none }
  if (emails.length > TEAM_STORE_LIMITS.maxInvitesAtOnce) return { problem: INVITE_MESSAGES.tooMany }
  return { emails }
}
