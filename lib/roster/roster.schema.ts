import { z } from 'zod'
import { playerSchema } from './player.schema'
import { canContinueRoster, MAX_PLAYERS } from './roster'

/**
 * A submitted roster: at most MAX_PLAYERS valid players, at least one with a name or a number; the
 * same rule that enables the roster step's Continue button, so an empty roster is refused too.
 */
export const rosterSchema = z
  .array(playerSchema)
  .max(MAX_PLAYERS, `A roster can hold at most ${MAX_PLAYERS} players`)
  .refine(canContinueRoster, 'Please add at least one player with a name or a number')
