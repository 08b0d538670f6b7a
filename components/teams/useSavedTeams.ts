'use client'

import { useCallback, useState } from 'react'
import useSWR from 'swr'
import type { TeamsSnapshot } from '@/lib/commerce/teams-service'
import type { TeamChange } from '@/lib/teams/change'
import { STORAGE_KEYS, fetchWithBrowserCopy, readStorage, writeStorage } from '@/lib/browser-storage'
import { changeTeams } from './actions'

/**
 * Spec §4 keeps the saved-teams list in the browser's storage too. Only a signed-out visitor's:
 * an account's rosters left in a shared browser would be merged into the next account signed in.
 */
function remember(snapshot: TeamsSnapshot) {
  if (!snapshot.signedIn && !snapshot.error) writeStorage(STORAGE_KEYS.savedTeams, snapshot.teams.length ? JSON.stringify(snapshot.teams) : null)
}

/** The shopper's saved teams with save and delete, shared by every component that shows them. */
export function useSavedTeams() {
  // Read afresh on every mount: the list may belong to someone else since the last page.
  const { data, mutate } = useSWR(
    'saved-teams',
    async () => {
      const snapshot = await fetchWithBrowserCopy<TeamsSnapshot>('/api/saved-teams', 'browserTeams', STORAGE_KEYS.savedTeams)
      remember(snapshot)
      return snapshot
    },
    { dedupingInterval: 0 },
  )
  const [busy, setBusy] = useState(false)
  const change = useCallback(
    async (teamChange: TeamChange) => {
      setBusy(true)
      try {
        const snapshot = await changeTeams(teamChange, readStorage(STORAGE_KEYS.savedTeams))
        remember(snapshot)
        await mutate(snapshot, { revalidate: false })
        return snapshot
      } finally {
        setBusy(false)
      }
    },
    [mutate],
  )
  return { teams: data, busy, change }
}
