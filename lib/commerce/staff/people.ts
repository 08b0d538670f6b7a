import 'server-only'
import { backendFailure } from '@/lib/commerce/errors'
import type { SessionClient } from '@/lib/commerce/session'

/** Who an account is, as the back office names it: "First Last", or the e-mail address where there is no name. */
export type PeopleNames = ReadonlyMap<string, string>

/**
 * The names of the accounts that made moves, sent mockups, recorded payments… (their ids, as the
 * rows keep them in `created_by`, `sent_by`, `recorded_by`), read with the staff member's own
 * session (staff read every profile). An id with no profile left (a deleted account) has no name.
 * `failure` is what the page says when they cannot be read.
 */
export async function namesOf(supabase: SessionClient, ids: readonly (string | null)[], failure: string): Promise<PeopleNames> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))]
  if (wanted.length === 0) return new Map()
  const { data, error } = await supabase.from('profiles').select('id, email, first_name, last_name').in('id', wanted)
  if (error) throw backendFailure(error, failure)
  return new Map(data.map((row) => [row.id, `${row.first_name} ${row.last_name}`.trim() || row.email]))
}
