import { z } from 'zod'
import { playerSchema } from '@/lib/roster/player.schema'
import { MAX_PLAYERS } from '@/lib/roster/roster'
import type { Customization } from './customization'

/** A colour as #RRGGBB, the form the colour pickers give and the database checks. */
export const hexColorSchema = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'Please choose a colour such as #003360')

/** A team logo: an http(s) address, so it can never be a script URL in an <img> or a link. */
export const logoUrlSchema = z
  .url({ protocol: /^https?$/, error: 'The logo must be a web address (https://…)' })
  .max(2048, 'The logo address is too long')

/** A roster: at most MAX_PLAYERS valid players. */
export const playersSchema = z.array(playerSchema).max(MAX_PLAYERS, `A roster can hold at most ${MAX_PLAYERS} players`)

/**
 * What a customization must hold before it goes into a cart or an order. Unknown keys are dropped,
 * so a line stored while the customization still carried its own quantity reads as it is now.
 */
export const customizationSchema = z.object({
  size: z.string().trim().max(20, 'Please choose a size from the list'),
  primaryColor: hexColorSchema,
  secondaryColor: hexColorSchema,
  teamName: z.string().trim().max(60, 'Team names can be at most 60 characters'),
  players: playersSchema,
  notes: z.string().trim().max(1000, 'Notes can be at most 1,000 characters'),
  logoUrl: logoUrlSchema.nullable(),
}) satisfies z.ZodType<Customization>
