import { describe, expect, it } from 'vitest'
import { applyTeamChange, teamChangeSchema } from './change.schema'
import type { SavedTeam } from './saved-teams'

const team = (teamName: string, primaryColor = '#003360'): SavedTeam => ({ teamName, players: [], primaryColor, secondaryColor: '#00A0DF', logoUrl: null })

describe('applyTeamChange', () => {
  it('overwrites a team saved under the same name, whatever its case', () => {
    const result = applyTeamChange([team('Ice Hawks')], { type: 'save', team: team('ice hawks', '#C8102E') })
    expect(result).toEqual({ ok: true, teams: [team('ice hawks', '#C8102E')] })
  })

  it('adds a team with a new name and deletes by name', () => {
    const saved = applyTeamChange([team('Ice Hawks')], { type: 'save', team: team('Blue Liners') })
    expect(saved.ok && saved.teams.map((t) => t.teamName)).toEqual(['Ice Hawks', 'Blue Liners'])
    expect(applyTeamChange(saved.ok ? saved.teams : [], { type: 'delete', teamName: 'ICE HAWKS' })).toEqual({ ok: true, teams: [team('Blue Liners')] })
  })

  it('refuses a team without a name', () => {
    expect(teamChangeSchema.safeParse({ type: 'save', team: team('  ') }).success).toBe(false)
    expect(applyTeamChange([], { type: 'save', team: team('') }).ok).toBe(false)
  })
})
