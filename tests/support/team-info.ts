import type { TeamInfoField } from '@/lib/wizard/team-info'

const MAKE: Record<TeamInfoField, (length: number) => string> = {
  teamName: (length) => 'T'.repeat(length),
  league: (length) => 'l'.repeat(length),
  contactName: (length) => 'N'.repeat(length),
  contactEmail: (length) => `${'e'.repeat(length - '@example.com'.length)}@example.com`,
  contactPhone: (length) => '1'.repeat(length),
}

/**
 * A team-info value of exactly `length` characters that the field's other rules take (an address's
 * shape, a phone's digits), for tests of its length alone; a league is tried by its length only.
 */
export const teamInfoValueOfLength = (field: TeamInfoField, length: number) => MAKE[field](length)
