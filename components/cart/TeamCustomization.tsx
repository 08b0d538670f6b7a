'use client'

import { addPlayer, loadTeam, removePlayer, updatePlayer, type Customization } from '@/lib/teams/customization'
import { emptyPlayer } from '@/lib/roster/player'
import { SavedTeamsPicker } from '@/components/teams/SavedTeamsPicker'
import { inputClass, labelClass } from '@/components/ui/form-classes'

/** What of a team's kit a product may carry. */
export type TeamKitOptions = { allowTeamName: boolean; allowPlayerName: boolean; allowPlayerNumber: boolean; allowCustomColors: boolean }

type Props = {
  /** The form's id, which the fields' ids start with. */
  id: string
  product: TeamKitOptions
  customization: Customization
  onChange: (change: (current: Customization) => Customization) => void
}

/** The add-to-cart form's team kit: saved teams, team name, colours, players, logo and notes. */
export function TeamCustomization({ id, product, customization, onChange }: Props) {
  const set = (patch: Partial<Customization>) => onChange((current) => ({ ...current, ...patch }))
  return (
    <div className="mt-4 space-y-4">
      {product.allowTeamName && <SavedTeamsPicker customization={customization} onLoad={(team) => onChange((current) => loadTeam(current, team))} />}
      {product.allowTeamName && (
        <div>
          <label htmlFor={`${id}-team`} className={labelClass}>
            Team name
          </label>
          <input id={`${id}-team`} maxLength={60} value={customization.teamName} onChange={(event) => set({ teamName: event.target.value })} className={inputClass} />
        </div>
      )}
      {product.allowCustomColors && (
        <div className="grid grid-cols-2 gap-4">
          <div>
            <label htmlFor={`${id}-primary`} className={labelClass}>
              Primary colour
            </label>
            <input id={`${id}-primary`} type="color" value={customization.primaryColor} onChange={(event) => set({ primaryColor: event.target.value.toUpperCase() })} className="mt-1 h-10 w-full cursor-pointer rounded-md border border-slate-300" />
          </div>
          <div>
            <label htmlFor={`${id}-secondary`} className={labelClass}>
              Secondary colour
            </label>
            <input id={`${id}-secondary`} type="color" value={customization.secondaryColor} onChange={(event) => set({ secondaryColor: event.target.value.toUpperCase() })} className="mt-1 h-10 w-full cursor-pointer rounded-md border border-slate-300" />
          </div>
        </div>
      )}
      {(product.allowPlayerName || product.allowPlayerNumber) && (
        <fieldset>
          <legend className={labelClass}>Players</legend>
          <ul className="mt-2 space-y-2">
            {customization.players.map((player, index) => (
              <li key={index} className="flex items-end gap-2">
                {product.allowPlayerName && (
                  <div className="flex-1">
                    <label htmlFor={`${id}-player-${index}-name`} className="text-xs text-slate-600">
                      Player {index + 1} name
                    </label>
                    <input id={`${id}-player-${index}-name`} maxLength={40} value={player.name} onChange={(event) => onChange((current) => updatePlayer(current, index, { name: event.target.value }))} className={inputClass} />
                  </div>
                )}
                {product.allowPlayerNumber && (
                  <div className="w-20">
                    <label htmlFor={`${id}-player-${index}-number`} className="text-xs text-slate-600">
                      Number
                    </label>
                    <input
                      id={`${id}-player-${index}-number`}
                      inputMode="numeric"
                      pattern="[0-9]{0,3}"
                      maxLength={3}
                      value={player.number}
                      onChange={(event) => onChange((current) => updatePlayer(current, index, { number: event.target.value.replace(/\D/g, '') }))}
                      className={inputClass}
                    />
                  </div>
                )}
                <button type="button" onClick={() => onChange((current) => removePlayer(current, index))} className="mb-0.5 rounded-md px-2 py-2 text-sm text-red-700 hover:bg-red-50">
                  Remove<span className="sr-only"> player {index + 1}</span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => onChange((current) => addPlayer(current, emptyPlayer()))} className="mt-2 text-sm font-semibold text-sky-700 hover:underline">
            + Add player
          </button>
        </fieldset>
      )}
      <div>
        <label htmlFor={`${id}-logo`} className={labelClass}>
          Logo address <span className="font-normal text-slate-500">(optional, https://…)</span>
        </label>
        <input id={`${id}-logo`} type="url" value={customization.logoUrl ?? ''} onChange={(event) => set({ logoUrl: event.target.value.trim() || null })} className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-notes`} className={labelClass}>
          Notes
        </label>
        <textarea id={`${id}-notes`} rows={3} maxLength={1000} value={customization.notes} onChange={(event) => set({ notes: event.target.value })} className={inputClass} />
      </div>
    </div>
  )
}
