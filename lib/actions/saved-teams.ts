'use server'

import { changeTeams as change, readTeams } from '@/lib/commerce/teams-service'
import { limitRefusal } from '@/lib/security/rate-limit'
import type { TeamsSnapshot } from '@/lib/teams/saved-teams'

/** Saving or deleting a team from the browser: limited per address, checked and stored on the server. */
export async function changeTeams(teamChange: unknown, browserTeams: string | null): Promise<TeamsSnapshot> {
  const stored = typeof browserTeams === 'string' ? browserTeams : null
  const refused = await limitRefusal('shopChangesByIp', { ip: true })
  if (refused) return { ...(await readTeams(stored)), error: refused }
  return change(teamChange, stored)
}
