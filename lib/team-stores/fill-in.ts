import { MAX_NAME_LENGTH, type Player } from '@/lib/roster/player'
import { itemPlayer, type Garment } from './fields'

/**
 * The late players staff add to a store that became its order, typed one a line as "number,
 * nameplate, size" (the size the store's garment is made in; none for a bag): each a roster
 * player as a store's entry makes one, every number once.
 */

export const MAX_LATE_PLAYERS = 30

/** What each late player costs on top of the store's price: the shop's late surcharge in the published site settings, none when they are missing. */
export const lateSurchargeCents = (content: { terms: { lateSurchargeCents: number } | null }) => content.terms?.lateSurchargeCents ?? 0

export const FILL_IN_MESSAGES = {
  item: 'Please choose the item the late players take',
  none: 'Enter the late players, one a line: number, nameplate, size (such as “12, Dupont, L”)',
  tooMany: `Add at most ${MAX_LATE_PLAYERS} late players at a time`,
  line: (line: number, problem: string) => `Line ${line}: ${problem}`,
  shape: 'write it as number, nameplate, size',
  number: 'the number is up to 3 digits',
  name: `the nameplate is 1 to ${MAX_NAME_LENGTH} characters`,
  twice: (number: string) => `number ${number} is on another line too`,
  taken: (number: string) => `Number ${number} is already on this item’s order or one of its fill-in orders: please give that player another number.`,
} as const

/** The players in `typed`, or the first problem with them. */
export function lateRoster(typed: string, garment: Garment | null): { players: Player[] } | { problem: string } {
  const lines = typed.split('\n').map((line) => line.trim())
  const players: Player[] = []
  for (const [index, line] of lines.entries()) {
    if (!line) continue
    const fail = (problem: string) => ({ problem: FILL_IN_MESSAGES.line(index + 1, problem) })
    const [number = '', name = '', size = '', ...rest] = line.split(',').map((cell) => cell.trim())
    if (rest.length > 0 || (garment ? !size : false)) return fail(FILL_IN_MESSAGES.shape)
    if (!/^[0-9]{1,3}$/.test(number)) return fail(FILL_IN_MESSAGES.number)
    if (!name || name.length > MAX_NAME_LENGTH) return fail(FILL_IN_MESSAGES.name)
    if (players.some((player) => player.number === number)) return fail(FILL_IN_MESSAGES.twice(number))
    // A store's one size, named as its form names it: "L" for a jersey, checked against the garment's list.
    const player = itemPlayer({ name, number, size: size.toUpperCase() }, garment)
    if (typeof player === 'string') return fail(player.charAt(0).toLowerCase() + player.slice(1))
    players.push(player)
  }
  if (players.length === 0) return { problem: FILL_IN_MESSAGES.none }
  if (players.length > MAX_LATE_PLAYERS) return { problem: FILL_IN_MESSAGES.tooMany }
  return { players }
}
