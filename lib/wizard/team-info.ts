// The team step both wizards open with: its fields, the league list and the rules, without the
// validation library so the wizard's page stays small. teamInfoSchema (./team-info.schema) applies
// the same rules on the server.
import { EMAIL_MAX_LENGTH } from '@/lib/forms/email'
import type { Choice } from '@/lib/roster/player'

export type TeamInfo = {
  teamName: string
  league: string
  contactName: string
  contactEmail: string
  contactPhone: string
}

export type TeamInfoField = keyof TeamInfo

const TEAM_INFO_FIELDS = ['teamName', 'league', 'contactName', 'contactEmail', 'contactPhone'] as const satisfies readonly TeamInfoField[]

/** The kind of team or organisation ordering; optional. */
export const LEAGUES = [
  { value: "men's-league", label: "Men's League" },
  { value: 'youth-organization', label: 'Youth Organization' },
  { value: 'high-school', label: 'High School' },
  { value: 'college', label: 'College/University' },
  { value: 'tournament', label: 'Tournament/Event' },
  { value: 'corporate', label: 'Corporate/Company' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Choice[]

export const TEAM_INFO_MESSAGES = {
  teamNameRequired: 'Team name is required',
  contactNameRequired: 'Contact name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  league: 'Please choose a league or organization type from the list',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
} as const

/**
 * Longest accepted value of each field: the one table the form's boxes (maxLength), the schemas
 * (./team-info.schema) and the database's column checks (a test holds them equal) read.
 */
export const TEAM_INFO_MAX = { teamName: 80, league: 40, contactName: 120, contactEmail: EMAIL_MAX_LENGTH, contactPhone: 30 } as const satisfies Record<TeamInfoField, number>

/**
 * Something@something.something, with no space, control or invisible format character anywhere:
 * the database's check (`[^\s@]`) counts some Unicode spaces JavaScript's `\s` does not (U+0085).
 */
const EMAIL = /^[^\p{White_Space}\p{Cc}\p{Cf}@]+@[^\p{White_Space}\p{Cc}\p{Cf}@]+\.[^\p{White_Space}\p{Cc}\p{Cf}@]+$/u
/** Digits, parentheses, hyphens, spaces and plus, with at least one digit. */
const PHONE = /^(?=.*\d)[\d()+ -]+$/

export const EMPTY_TEAM_INFO: Readonly<TeamInfo> = Object.freeze({ teamName: '', league: '', contactName: '', contactEmail: '', contactPhone: '' })

/**
 * The team's answers as they are stored: trimmed, and the phone's spaces plain (one pasted from a
 * web page or a spreadsheet often has no-break ones, which the database's check refuses).
 */
export function cleanTeamInfo(info: TeamInfo): TeamInfo {
  const clean = { ...info }
  for (const field of TEAM_INFO_FIELDS) clean[field] = info[field].trim()
  clean.contactPhone = clean.contactPhone.replace(/\s/g, ' ')
  return clean
}

/** What is wrong with an e-mail address typed for the shop to write to (trimmed first), or null. */
export function emailProblem(typed: string): string | null {
  const email = typed.trim()
  if (!email) return TEAM_INFO_MESSAGES.emailRequired
  if (!EMAIL.test(email)) return TEAM_INFO_MESSAGES.emailInvalid
  return email.length > TEAM_INFO_MAX.contactEmail ? TEAM_INFO_MESSAGES.tooLong(TEAM_INFO_MAX.contactEmail) : null
}

/** The first problem with each field, checked as the Continue button does; empty when the step is valid. */
export function teamInfoErrors(info: TeamInfo): Partial<Record<TeamInfoField, string>> {
  const errors: Partial<Record<TeamInfoField, string>> = {}
  const clean = cleanTeamInfo(info)
  const { teamName, contactName, contactEmail: email, contactPhone: phone } = clean
  if (!teamName) errors.teamName = TEAM_INFO_MESSAGES.teamNameRequired
  if (!contactName) errors.contactName = TEAM_INFO_MESSAGES.contactNameRequired
  const emailMessage = emailProblem(email)
  if (emailMessage) errors.contactEmail = emailMessage
  if (phone && !PHONE.test(phone)) errors.contactPhone = TEAM_INFO_MESSAGES.phoneInvalid
  if (info.league && !LEAGUES.some((league) => league.value === info.league)) errors.league = TEAM_INFO_MESSAGES.league
  for (const field of TEAM_INFO_FIELDS) {
    if (!errors[field] && clean[field].length > TEAM_INFO_MAX[field]) errors[field] = TEAM_INFO_MESSAGES.tooLong(TEAM_INFO_MAX[field])
  }
  return errors
}

/** The label of a league value, for summaries; '' for none. */
export function leagueLabel(value: string): string {
  return LEAGUES.find((league) => league.value === value)?.label ?? ''
}
