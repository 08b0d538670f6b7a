import type { SavedTeam } from './saved-teams'

/** Every change to the saved teams, as the page sends it; teamChangeSchema in ./change.schema checks it. */
export type TeamChange = { type: 'save'; team: SavedTeam } | { type: 'delete'; teamName: string }
