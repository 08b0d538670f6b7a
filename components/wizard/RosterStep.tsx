'use client'

import { useId, useState, type ClipboardEvent } from 'react'
import { inputClass, labelClass, secondaryButtonClass } from '@/components/ui/form-classes'
import { SavedTeamsPicker } from '@/components/teams/SavedTeamsPicker'
import type { RosterImport } from '@/lib/roster/import'
import { CAPTAIN_PATCHES, JERSEY_SIZES, MAX_NAME_LENGTH, PANT_SHELL_SIZES, SOCKS_SIZES, type Choice, type Player } from '@/lib/roster/player'
import { addPlayer, duplicateNumbers, isDuplicateNumber, MAX_PLAYERS, removePlayer, rosterCountLabel, rosteredPlayers, updatePlayer, withFirstPlayer } from '@/lib/roster/roster'
import { pastedRows, READER_NOT_LOADED, ROSTER_FILE_ACCEPT } from '@/lib/roster/spreadsheet'
import { ROSTER_TEMPLATE_FILENAME, rosterTemplateCsv } from '@/lib/roster/template'
import { resetCustomization } from '@/lib/teams/customization'
import { countOf } from '@/lib/format/text'

type Props = {
  players: Player[]
  teamName: string
  onChange: (players: Player[]) => void
  /** Whether the team's own saved teams are offered (not in the back office, where they would be staff's own). */
  savedTeams?: boolean
}

type View = 'cards' | 'table'

type Column = { key: keyof Player; label: string; choices?: readonly Choice[] }

const COLUMNS: Column[] = [
  { key: 'name', label: 'Nameplate' },
  { key: 'number', label: 'Number' },
  { key: 'jerseySize', label: 'Jersey Size', choices: JERSEY_SIZES },
  { key: 'socksSize', label: 'Socks Size', choices: SOCKS_SIZES },
  { key: 'pantShellSize', label: 'Pant Shell Size', choices: PANT_SHELL_SIZES },
  { key: 'captainPatch', label: 'Captain/Assistant Patch', choices: CAPTAIN_PATCHES },
]

const smallButton = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-ice-50 disabled:opacity-60'
const duplicateClass = 'border-amber-500 bg-amber-50 ring-2 ring-amber-400/60'

/** Players one by one or as a spreadsheet, with import from a file, paste from a spreadsheet and saved teams. */
export function RosterStep({ players, teamName, onChange, savedTeams = true }: Props) {
  const id = useId()
  const [view, setView] = useState<View>('cards')
  const [importResult, setImportResult] = useState<{ tone: 'error' | 'info'; text: string; notes: string[] } | null>(null)
  // An empty roster shows its first blank player to fill in; the first edit stores it.
  const roster = withFirstPlayer(players)
  const duplicates = duplicateNumbers(roster)
  const full = roster.length >= MAX_PLAYERS

  const set = (index: number, key: keyof Player, value: string) => onChange(updatePlayer(roster, index, { [key]: value }))

  /** Puts imported players on the roster: a roster with players on it is replaced only once the team agrees. */
  function apply(result: RosterImport, replaceFrom = 0) {
    if (!result.ok) {
      setImportResult({ tone: 'error', text: result.error, notes: [] })
      return
    }
    const kept = roster.slice(0, replaceFrom)
    const replaced = rosteredPlayers(roster.slice(replaceFrom)).length
    if (replaced > 0 && !window.confirm(`Replace the ${countOf(replaced, 'player')} on your roster with the ${result.players.length} in your file?`)) return
    onChange([...kept, ...result.players].slice(0, MAX_PLAYERS))
    setImportResult({ tone: 'info', text: `Added ${countOf(result.players.length, 'player')}.`, notes: result.notes })
  }

  /** Reads rows with the spreadsheet reader, loaded only now: the wizard's first load carries none of it. */
  async function importWith(read: (reader: typeof import('@/lib/roster/import')) => Promise<RosterImport> | RosterImport, replaceFrom = 0) {
    const reader = await import('@/lib/roster/import').catch(() => null)
    apply(reader ? await read(reader) : { ok: false, error: READER_NOT_LOADED }, replaceFrom)
  }

  function onPaste(event: ClipboardEvent<HTMLElement>, row: number) {
    const rows = pastedRows(event.clipboardData.getData('text/plain'))
    if (rows === null) return
    event.preventDefault()
    void importWith((reader) => reader.rosterFromCsvText(rows, { delimiter: '\t', source: 'paste' }), row)
  }

  const field = (player: Player, index: number, column: Column, labelled: 'visible' | 'hidden') => {
    const controlId = `${id}-${index}-${column.key}`
    const duplicate = column.key === 'number' && isDuplicateNumber(player, duplicates)
    const label = `${column.label}${labelled === 'hidden' ? `, player ${index + 1}` : ''}`
    const common = {
      id: controlId,
      value: player[column.key],
      className: `${inputClass} ${duplicate ? duplicateClass : ''} ${labelled === 'hidden' ? 'mt-0 min-w-20' : ''}`,
      'aria-label': labelled === 'hidden' ? label : undefined,
      'aria-invalid': duplicate || undefined,
      'data-duplicate': duplicate || undefined,
    }
    const control = column.choices ? (
      <select {...common} onChange={(event) => set(index, column.key, event.target.value)}>
        {column.key !== 'captainPatch' && <option value="">Select</option>}
        {column.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    ) : (
      <input
        {...common}
        inputMode={column.key === 'number' ? 'numeric' : undefined}
        maxLength={column.key === 'number' ? 3 : MAX_NAME_LENGTH}
        autoComplete="off"
        onChange={(event) => set(index, column.key, event.target.value)}
        onPaste={labelled === 'hidden' ? (event) => onPaste(event, index) : undefined}
      />
    )
    return labelled === 'visible' ? (
      <div key={column.key}>
        <label htmlFor={controlId} className={labelClass}>
          {column.label}
        </label>
        {control}
      </div>
    ) : (
      control
    )
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Roster view" className="inline-flex rounded-md border border-slate-300 p-1">
          {(['cards', 'table'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => setView(option)}
              className={`rounded px-4 py-2 text-sm font-semibold ${view === option ? 'bg-navy-800 text-white' : 'text-navy-900 hover:bg-ice-50'}`}
            >
              {option === 'cards' ? 'Single Player' : 'Spreadsheet View'}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={`${id}-import`} className={`${smallButton} cursor-pointer`}>
            Import CSV
          </label>
          <input
            id={`${id}-import`}
            type="file"
            accept={ROSTER_FILE_ACCEPT}
            className="sr-only"
            aria-describedby={`${id}-import-hint`}
            onChange={async (event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) await importWith((reader) => reader.readRosterFile(file))
            }}
          />
          <a href={`data:text/csv;charset=utf-8,${encodeURIComponent(rosterTemplateCsv())}`} download={ROSTER_TEMPLATE_FILENAME} className="text-sm font-semibold text-sky-800 underline underline-offset-4">
            Download the roster template
          </a>
        </div>
      </div>
      <p id={`${id}-import-hint`} className="-mt-3 text-sm text-slate-600">
        CSV or Excel (.xlsx): name, number, jersey size, socks size, pant shell size, captain patch. Importing replaces the roster. In the spreadsheet view you can also paste rows copied from a spreadsheet.
      </p>

      {importResult && (
        <div role={importResult.tone === 'error' ? 'alert' : 'status'} className={`rounded-md border px-4 py-3 text-sm ${importResult.tone === 'error' ? 'border-red-300 bg-red-50 text-red-800' : 'border-sky-300 bg-ice-50 text-navy-900'}`}>
          <p className="font-semibold">{importResult.text}</p>
          {importResult.notes.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {importResult.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      {duplicates.length > 0 && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="duplicate-numbers">
          <span className="font-semibold">Duplicate numbers:</span> {duplicates.join(', ')}. Two players can wear the same number, but please check it is what you want.
        </p>
      )}

      {view === 'cards' ? (
        <ol className="space-y-4">
          {roster.map((player, index) => (
            <li key={index} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
              <div className="flex items-center justify-between">
                <h3 className="font-semibold text-navy-900">Player {index + 1}</h3>
                {index > 0 && (
                  <button type="button" onClick={() => onChange(removePlayer(roster, index))} className="text-sm font-semibold text-red-700 underline underline-offset-4">
                    Remove<span className="sr-only"> player {index + 1}</span>
                  </button>
                )}
              </div>
              <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{COLUMNS.map((column) => field(player, index, column, 'visible'))}</div>
            </li>
          ))}
        </ol>
      ) : (
        // relative: the hidden "Remove row" labels are placed inside it, not against the page, which they would widen.
        <div className="relative overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full min-w-[52rem] text-sm">
            <thead className="bg-slate-100 text-left text-navy-900">
              <tr>
                <th scope="col" className="px-2 py-2">
                  #
                </th>
                {COLUMNS.map((column) => (
                  <th key={column.key} scope="col" className="px-2 py-2 font-semibold">
                    {column.label}
                  </th>
                ))}
                <th scope="col" className="px-2 py-2">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {roster.map((player, index) => (
                <tr key={index} className="border-t border-slate-200">
                  <td className="px-2 py-1 text-slate-500">{index + 1}</td>
                  {COLUMNS.map((column) => (
                    <td key={column.key} className="px-1 py-1">
                      {field(player, index, column, 'hidden')}
                    </td>
                  ))}
                  <td className="px-2 py-1">
                    <button type="button" onClick={() => onChange(removePlayer(roster, index))} className="text-sm font-semibold text-red-700 underline underline-offset-4">
                      Remove<span className="sr-only"> row {index + 1}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" disabled={full} onClick={() => onChange(addPlayer(roster))} className={secondaryButtonClass}>
          {view === 'cards' ? 'Add Another Player' : 'Add Row'}
        </button>
        <p className="text-sm font-semibold text-navy-900" aria-live="polite" data-testid="roster-count">
          {rosterCountLabel(roster)}
          {full && ` (the most one order holds)`}
        </p>
      </div>

      {savedTeams && (
        <SavedTeamsPicker
          customization={{ ...resetCustomization(), teamName, players: rosteredPlayers(roster) }}
          onLoad={(team) => apply({ ok: true, players: team.players.slice(0, MAX_PLAYERS), notes: [] })}
        />
      )}
    </div>
  )
}
