import { describe, expect, it } from 'vitest'
import { hawks, owls } from './saved-teams.fixtures'
import { deleteTeam } from './saved-teams'

describe('deleteTeam', () => {
  it('removes the team of that name, trimmed and case-blind', () => {
    expect(deleteTeam([hawks, owls], ' night owls')).toEqual([hawks])
  })

  it('leaves the list as it was for an unknown name', () => {
    expect(deleteTeam([hawks, owls], 'Ghosts')).toEqual([hawks, owls])
  })
})
