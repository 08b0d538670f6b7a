import { rosterByNumber, ROSTER_TABLE_COLUMNS } from '@/lib/roster/export'
import type { Player } from '@/lib/roster/player'

/**
 * A roster by jersey number with each player's sizes, as the team, staff and the production sheet
 * read it. Scrolls sideways in a focusable region where it is wider than the screen; printed whole.
 */
export function RosterTable({ players, label }: { players: readonly Player[]; label: string }) {
  return (
    <div className="overflow-x-auto print:overflow-visible" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full min-w-[32rem] text-left text-sm print:min-w-0">
        <thead className="border-b border-slate-300 text-navy-900">
          <tr>
            {ROSTER_TABLE_COLUMNS.map((column) => (
              <th key={column} scope="col" className="py-1.5 pr-4 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {rosterByNumber(players).map((player, index) => (
            <tr key={index} className="break-inside-avoid">
              <td className="py-1.5 pr-4 font-mono font-semibold">{player.number}</td>
              <td className="py-1.5 pr-4">{player.name}</td>
              <td className="py-1.5 pr-4">{player.jerseySize}</td>
              <td className="py-1.5 pr-4">{player.socksSize}</td>
              <td className="py-1.5 pr-4">{player.pantShellSize}</td>
              <td className="py-1.5 pr-4">{player.captainPatch}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
