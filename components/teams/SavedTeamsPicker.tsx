'use client'

import { useId, useState } from 'react'
import { sameTeamName, type SavedTeam } from '@/lib/teams/saved-teams'
import { teamFromCustomization, type Customization } from '@/lib/teams/customization'
import { useSavedTeams } from './useSavedTeams'
import { countOf } from '@/lib/format/text'

const button = 'rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-ice-50 disabled:opacity-60'

/** Save the team being customised, or load or delete one saved before. */
export function SavedTeamsPicker({ customization, onLoad }: { customization: Customization; onLoad: (team: SavedTeam) => void }) {
  const id = useId()
  const { teams, busy, change } = useSavedTeams()
  const [chosen, setChosen] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const list = teams?.teams ?? []
  const selected = list.find((team) => team.teamName === chosen) ?? list[0] ?? null

  async function save() {
    const name = customization.teamName.trim()
    // A team saved under a name it already has replaces it: said so, so that the second save reads apart from the first.
    const replaces = list.some((team) => sameTeamName(team.teamName, name))
    const snapshot = await change({ type: 'save', team: teamFromCustomization(customization) })
    setMessage(snapshot.error ? { ok: false, text: snapshot.error } : { ok: true, text: `${replaces ? 'Updated' : 'Saved'} "${name}".` })
  }

  async function remove(team: SavedTeam) {
    const snapshot = await change({ type: 'delete', teamName: team.teamName })
    setMessage(snapshot.error ? { ok: false, text: snapshot.error } : { ok: true, text: `Deleted "${team.teamName}".` })
  }

  return (
    <fieldset className="space-y-3 rounded-lg bg-ice-50 p-3">
      <legend className="text-sm font-semibold text-navy-900">Saved teams</legend>
      {teams?.notice && <p className="text-sm text-amber-900">{teams.notice}</p>}
      {teams?.error && <p className="text-sm text-red-700">{teams.error}</p>}
      {list.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-40 flex-1">
            <label htmlFor={`${id}-team`} className="text-xs text-slate-600">
              Team
            </label>
            <select id={`${id}-team`} value={selected?.teamName ?? ''} onChange={(event) => setChosen(event.target.value)} className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2">
              {list.map((team) => (
                <option key={team.teamName} value={team.teamName}>
                  {team.teamName} ({countOf(team.players.length, 'player')})
                </option>
              ))}
            </select>
          </div>
          <button type="button" disabled={!selected} onClick={() => selected && (onLoad(selected), setMessage({ ok: true, text: `Loaded "${selected.teamName}".` }))} className={button}>
            Load team
          </button>
          <button type="button" disabled={!selected || busy} onClick={() => selected && void remove(selected)} className={button}>
            Delete
          </button>
        </div>
      )}
      <button type="button" disabled={busy || !customization.teamName.trim()} onClick={() => void save()} className={button}>
        Save this team
      </button>
      {!customization.teamName.trim() && <p className="text-xs text-slate-600">Give the team a name to save it.</p>}
      <p role="status" className={message?.ok === false ? 'text-sm text-red-700' : 'text-sm text-slate-700'}>
        {message?.text}
      </p>
    </fieldset>
  )
}
