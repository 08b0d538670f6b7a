'use client'

import { useCheckedStorage } from '@/components/shop/useCheckedStorage'
import type { TeamsSnapshot } from '@/lib/teams/saved-teams'
import { STORAGE_KEYS } from '@/lib/browser-storage'
import { changeTeams } from '@/lib/actions/saved-teams'

// The saved-teams list is kept in the browser's storage too. Only a signed-out visitor's:
// an account's rosters left in a shared browser would be merged into the next account signed in.
const toStorage = (snapshot: TeamsSnapshot) => (snapshot.teams.length ? JSON.stringify(snapshot.teams) : null)

/** The shopper's saved teams with save and delete, shared by every component that shows them. */
export function useSavedTeams() {
  const { data, busy, change } = useCheckedStorage({
    key: 'saved-teams',
    url: '/api/saved-teams',
    field: 'browserTeams',
    storageKey: STORAGE_KEYS.savedTeams,
    toStorage,
    apply: changeTeams,
  })
  return { teams: data, busy, change }
}
