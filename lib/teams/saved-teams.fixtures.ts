// Teams the saved-teams tests share.
import { emptyPlayer } from '@/lib/roster/player'
import type { SavedTeam } from './saved-teams'

/** A saved team with the shop's default colours unless told otherwise. */
export const team = (teamName: string, extra: Partial<SavedTeam> = {}): SavedTeam => ({
  teamName,
  players: [],
  primaryColor: '#003360',
  secondaryColor: '#00A0DF',
  logoUrl: null,
  ...extra,
})
export const hawks = team('Harbour Hawks', { players: [{ ...emptyPlayer(), name: 'Morrison', number: '17' }], primaryColor: '#111111' })
export const owls = team('Night Owls')
