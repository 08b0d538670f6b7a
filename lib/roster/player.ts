// The roster's option lists and blank player, without the validation library, so the roster
// editors in the browser stay small; playerSchema in ./player.schema checks players against them.

export type Choice<V extends string = string> = { readonly value: V; readonly label: string }

/** Sizes are shown as their codes, which is how teams write them on a roster. */
const sizes = (values: readonly string[]): readonly Choice[] => values.map((value) => ({ value, label: value }))

/** Jersey sizes, youth then adult. */
export const JERSEY_SIZES = sizes(['YS', 'YM', 'YL', 'YXL', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'])

/** Socks sizes. */
export const SOCKS_SIZES = sizes(['YS', 'YM', 'YL', 'S', 'M', 'L', 'XL'])

/** Pant shell sizes. */
export const PANT_SHELL_SIZES = sizes(['YS', 'YM', 'YL', 'YXL', 'S', 'M', 'L', 'XL', '2XL', '3XL'])

/** Patch choices: none, captain or assistant. */
export const CAPTAIN_PATCHES = [
  { value: '', label: 'None' },
  { value: 'C', label: 'Captain (C)' },
  { value: 'A', label: 'Assistant (A)' },
] as const satisfies readonly Choice[]

type CaptainPatch = (typeof CAPTAIN_PATCHES)[number]['value']

/** The longest nameplate we print. */
export const MAX_NAME_LENGTH = 40

/** One player of a roster; sizes are '' until chosen, the number is text so "00" stays. */
export type Player = {
  name: string
  number: string
  jerseySize: string
  socksSize: string
  pantShellSize: string
  captainPatch: CaptainPatch
}

/** A blank player, as added by "Add Another Player" and "Add Row". */
export function emptyPlayer(): Player {
  return { name: '', number: '', jerseySize: '', socksSize: '', pantShellSize: '', captainPatch: '' }
}
