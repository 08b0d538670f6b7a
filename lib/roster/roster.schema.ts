import { z } from 'zod'
import { playerSchema } from './player.schema'
import { canContinueRoster, MAX_PLAYERS, rosteredPlayers } from './roster'

/**
 * A submitted roster: at most MAX_PLAYERS valid players, at least one with a name or a number; the
 * same rule that enables the roster step's Continue button, so an empty roster is refused too.
 */
export const rosterSchema = z
  .array(playerSchema)
  .max(MAX_PLAYERS, `A roster can hold at most ${MAX_PLAYERS} players`)
  .refine(canContinueRoster, 'Please add at least one player with a name or a number')

/** A roster as an editor sends it: blank rows are dropped, then the rest must make a roster. */
export const submittedRosterSchema = z
  .array(playerSchema)
  .max(MAX_PLAYERS * 2)
  .transform(rosteredPlayers)
  .pipe(rosterSchema)
