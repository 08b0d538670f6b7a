'use server'

import { changeTeams as change } from '@/lib/commerce/teams-service'
import type { TeamsSnapshot } from '@/lib/teams/saved-teams'

/** Saving or deleting a team from the browser: checked and stored on the server. */
export async function changeTeams(teamChange: unknown, browserTeams: string | null): Promise<TeamsSnapshot> {
  return change(teamChange, typeof browserTeams === 'string' ? browserTeams : null)
}
