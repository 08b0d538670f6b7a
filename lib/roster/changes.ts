import type { Player } from './player'

/** What a player's row says about each of their fields, as a change reads it. */
const FIELDS: readonly { key: keyof Player; label: string }[] = [
  { key: 'name', label: 'nameplate' },
  { key: 'number', label: 'number' },
  { key: 'jerseySize', label: 'jersey' },
  { key: 'socksSize', label: 'socks' },
  { key: 'pantShellSize', label: 'pant shell' },
  { key: 'captainPatch', label: 'patch' },
]

export type RosterChanges = {
  added: Player[]
  removed: Player[]
  /** The same player (by number, else by nameplate) with other fields. */
  changed: { before: Player; after: Player }[]
}

const sameRow = (a: Player, b: Player) => FIELDS.every(({ key }) => a[key] === b[key])

/** Takes the first player matching, out of a list, for pairing: null when none does. */
function takeFirst(players: Player[], matches: (player: Player) => boolean): Player | null {
  const index = players.findIndex(matches)
  return index < 0 ? null : players.splice(index, 1)[0]!
}

/**
 * How a roster changed: unchanged rows set aside wherever they moved, then a player found again by
 * their number, else by their nameplate, is a change of their row; the rest were added or removed. Rows are compared as stored, so the order they are listed in changes nothing.
 */
export function rosterChanges(before: readonly Player[], after: readonly Player[]): RosterChanges {
  const removed = [...before]
  const added: Player[] = []
  for (const player of after) {
    if (!takeFirst(removed, (candidate) => sameRow(candidate, player))) added.push(player)
  }
  const changed: RosterChanges['changed'] = []
  const sameField = (player: Player, key: 'number' | 'name') => (candidate: Player) => player[key].trim() !== '' && candidate[key].trim() === player[key].trim()
  for (const player of [...added]) {
    const previous = takeFirst(removed, sameField(player, 'number')) ?? takeFirst(removed, sameField(player, 'name'))
    if (!previous) continue
    added.splice(added.indexOf(player), 1)
    changed.push({ before: previous, after: player })
  }
  return { added, removed, changed }
}

export const hasRosterChanges = ({ added, removed, changed }: RosterChanges) => added.length + removed.length + changed.length > 0

/** "#9 Smith", "#9", "Smith" or "a player with no name or number". */
const who = (player: Player) => [player.number.trim() && `#${player.number.trim()}`, player.name.trim()].filter(Boolean).join(' ') || 'a player with no name or number'

const shown = (value: string) => value || 'none'

/**
 * The change in words, one line per player, for the order's history and its e-mails:
 * "Added #14 Lee", "Removed #3 Park", "#9 Smith: jersey M → L".
 */
export function describeRosterChanges({ added, removed, changed }: RosterChanges): string[] {
  return [
    ...added.map((player) => `Added ${who(player)}`),
    ...removed.map((player) => `Removed ${who(player)}`),
    ...changed.map(({ before, after }) => {
      const fields = FIELDS.filter(({ key }) => before[key] !== after[key]).map(({ key, label }) => `${label} ${shown(before[key])} → ${shown(after[key])}`)
      return `${who(before)}: ${fields.join(', ')}`
    }),
  ]
}
