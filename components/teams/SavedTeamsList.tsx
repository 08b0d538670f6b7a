'use client'

import { useState } from 'react'
import { useSavedTeams } from './useSavedTeams'
import { countOf } from '@/lib/format/text'

/** The account's saved teams (table team_rosters): who is on each roster, colours, delete. */
export function SavedTeamsList() {
  const { teams, busy, change } = useSavedTeams()
  const [error, setError] = useState<string | null>(null)
  if (!teams) return <p role="status" className="text-slate-600">Loading your saved teams…</p>
  if (teams.error) return <p role="alert" className="text-red-700">{teams.error}</p>
  if (teams.teams.length === 0) {
    return <p className="text-slate-600">No saved teams yet. Save one from the team customisation of any product.</p>
  }
  return (
    <>
      {error && <p role="alert" className="mb-3 text-red-700">{error}</p>}
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Saved teams">
        {teams.teams.map((team) => (
          <li key={team.teamName} className="rounded-xl border border-slate-200 p-4" data-testid="saved-team">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold text-navy-900">{team.teamName}</p>
                <p className="text-sm text-slate-600">
                  {countOf(team.players.length, 'player')}
                </p>
              </div>
              <span className="flex gap-1" aria-hidden="true">
                <span className="size-5 rounded-full border border-slate-300" style={{ backgroundColor: team.primaryColor }} />
                <span className="size-5 rounded-full border border-slate-300" style={{ backgroundColor: team.secondaryColor }} />
              </span>
            </div>
            {team.players.length > 0 && (
              <p className="mt-2 text-sm text-slate-700">
                {team.players.map((player) => [player.number && `#${player.number}`, player.name].filter(Boolean).join(' ')).filter(Boolean).join(', ')}
              </p>
            )}
            <button
              type="button"
              disabled={busy}
              onClick={async () => setError((await change({ type: 'delete', teamName: team.teamName })).error)}
              className="mt-3 text-sm font-semibold text-red-700 hover:underline disabled:opacity-60"
            >
              Delete<span className="sr-only"> {team.teamName}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}
