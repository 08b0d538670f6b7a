import { describe, expect, it } from 'vitest'
import { emptyPlayer } from '@/lib/roster/player'
import { deleteTeam, type SavedTeam } from './saved-teams'

const team = (teamName: string, extra: Partial<SavedTeam> = {}): SavedTeam => ({
  teamName,
  players: [],
  primaryColor: '#003360',
  secondaryColor: '#00A0DF',
  logoUrl: null,
  ...extra,
})
const hawks = team('Harbour Hawks', { players: [{ ...emptyPlayer(), name: 'Morrison', number: '17' }], primaryColor: '#111111' })
const owls = team('Night Owls')

describe('deleteTeam', () => {
  it('removes the team of that name, trimmed and case-blind', () => {
    expect(deleteTeam([hawks, owls], ' night owls')).toEqual([hawks])
  })

  it('leaves the list as it was for an unknown name', () => {
    expect(deleteTeam([hawks, owls], 'Ghosts')).toEqual([hawks, owls])
  })
})
