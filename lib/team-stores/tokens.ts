import { createHash } from 'node:crypto'

/**
 * The hash a player's entry link is kept as: the database makes and checks links with
 * public.team_store_token_hash, the site looks a link up by this same hash (a test holds the two
 * equal), so no link is ever stored as itself.
 */
export const entryTokenHash = (editToken: string) => createHash('sha256').update(editToken, 'utf8').digest('hex')
