import { describe, expect, it } from 'vitest'
import { hawks, owls, team } from './saved-teams.fixtures'
import { CORRUPT_STORAGE_MESSAGES } from '@/lib/errors/catalogue'
import { emptyPlayer } from '@/lib/roster/player'
import { readStoredTeams, saveTeam } from './saved-teams.schema'

const saved = (result: ReturnType<typeof saveTeam>) => (result.ok ? result.teams : result.error)

describe('saveTeam', () => {
  it('adds a team with a new name at the end', () => {
    expect(saved(saveTeam([hawks], owls))).toEqual([hawks, owls])
  })

  it('overwrites a team of the same name in place, whatever its spacing or capitals', () => {
    const renamed = team(' harbour HAWKS ', { primaryColor: '#C8102E' })
    expect(saved(saveTeam([hawks, owls], renamed))).toEqual([team('harbour HAWKS', { primaryColor: '#C8102E' }), owls])
  })

  it('refuses a team without a name', () => {
    expect(saveTeam([hawks], team('   '))).toEqual({ ok: false, error: 'Please give the team a name to save it' })
  })

  it('refuses a team that breaks a rule, with the reason', () => {
    expect(saveTeam([], team('Hawks', { primaryColor: 'red' }))).toEqual({ ok: false, error: 'Please choose a colour such as #003360' })
  })

  it('does not change the list it was given', () => {
    const teams = [hawks]
    saveTeam(teams, owls)
    expect(teams).toEqual([hawks])
  })
})

describe('readStoredTeams', () => {
  it('reads nothing stored as no teams and no error', () => {
    expect(readStoredTeams(null)).toEqual({ teams: [], error: null })
    expect(readStoredTeams('')).toEqual({ teams: [], error: null })
  })

  it('reads teams saved earlier', () => {
    expect(readStoredTeams(JSON.stringify([hawks, owls]))).toEqual({ teams: [hawks, owls], error: null })
  })

  it.each([
    ['text that is not JSON', '{"teamName": "Hawks"'],
    ['JSON of the wrong shape', '{"teams": []}'],
    ['its only team with a player with a bad number', JSON.stringify([team('Owls', { players: [{ ...emptyPlayer(), number: '-1' }] })])],
  ])('reports %s as unreadable and gives no teams', (_, raw) => {
    expect(readStoredTeams(raw)).toEqual({ teams: [], error: CORRUPT_STORAGE_MESSAGES.savedTeams })
  })

  it('keeps the readable teams when one is unreadable, and says so', () => {
    expect(readStoredTeams(JSON.stringify([hawks, team('Owls', { secondaryColor: 'blue' })]))).toEqual({
      teams: [hawks],
      error: CORRUPT_STORAGE_MESSAGES.savedTeamsPartly,
    })
  })
})
