import { z } from 'zod'
import { CAPTAIN_PATCHES, JERSEY_SIZES, MAX_NAME_LENGTH, PANT_SHELL_SIZES, SOCKS_SIZES, type Choice, type Player } from './player'

/** A size from one list, or '' while the player has not chosen yet. */
const sizeFrom = (choices: readonly Choice[], what: string) =>
  z
    .string()
    .trim()
    .refine((size) => size === '' || choices.some((choice) => choice.value === size), `Please choose a ${what} from the list`)

/** One player of a roster; every field may be blank while the roster is being filled in. */
export const playerSchema = z.object({
  name: z.string().trim().max(MAX_NAME_LENGTH, `Nameplates can be at most ${MAX_NAME_LENGTH} characters`),
  number: z
    .string()
    .trim()
    .regex(/^[0-9]{0,3}$/, 'Numbers can have up to 3 digits'),
  jerseySize: sizeFrom(JERSEY_SIZES, 'jersey size'),
  socksSize: sizeFrom(SOCKS_SIZES, 'socks size'),
  pantShellSize: sizeFrom(PANT_SHELL_SIZES, 'pant shell size'),
  captainPatch: z.enum(
    CAPTAIN_PATCHES.map((patch) => patch.value),
    'Please choose none, C or A for the patch',
  ),
}) satisfies z.ZodType<Player>
