import { describe, expect, it } from 'vitest'
import { cleanTeamInfo, EMPTY_TEAM_INFO, leagueLabel, TEAM_INFO_MESSAGES, teamInfoErrors } from './team-info'

const valid = { ...EMPTY_TEAM_INFO, teamName: 'Flyers', contactName: 'Jo Keeper', contactEmail: 'jo@example.com' }

describe('team info', () => {
  it('asks for the team name, contact name and e-mail, with the shop\'s messages', () => {
    expect(teamInfoErrors(EMPTY_TEAM_INFO)).toEqual({
      teamName: 'Team name is required',
      contactName: 'Contact name is required',
      contactEmail: 'Email is required',
    })
    expect(teamInfoErrors({ ...valid, teamName: '   ' }).teamName).toBe(TEAM_INFO_MESSAGES.teamNameRequired)
  })

  it('accepts a valid step; the league and phone are optional', () => {
    expect(teamInfoErrors(valid)).toEqual({})
    expect(teamInfoErrors({ ...valid, league: 'youth-organization', contactPhone: '+1 (204) 555-0101' })).toEqual({})
  })

  it.each(['jo', 'jo@example', 'jo @example.com', 'jo@exa mple.com', '@example.com', 'jo\u0085@example.com', 'jo\u200b@example.com', 'jo@example.com\u0001'])('refuses the e-mail %j', (contactEmail) => {
    expect(teamInfoErrors({ ...valid, contactEmail }).contactEmail).toBe('Please enter a valid email address')
  })

  it('takes a phone pasted with no-break or other Unicode spaces, as the server stores it', () => {
    expect(teamInfoErrors({ ...valid, contactPhone: '204\u00a0555\u20070101' })).toEqual({})
    expect(cleanTeamInfo({ ...valid, contactPhone: ' 204\u00a0555\u20070101\u00a0' }).contactPhone).toBe('204 555 0101')
  })

  it.each(['555-CALL-NOW', '204.555.0101', '---', 'ext. 12'])('refuses the phone %j', (contactPhone) => {
    expect(teamInfoErrors({ ...valid, contactPhone }).contactPhone).toBe('Please enter a valid phone number')
  })

  it('refuses a league that is not on the list and text longer than the shop keeps', () => {
    expect(teamInfoErrors({ ...valid, league: 'nhl' }).league).toBe(TEAM_INFO_MESSAGES.league)
    expect(teamInfoErrors({ ...valid, teamName: 'x'.repeat(81) }).teamName).toBe(TEAM_INFO_MESSAGES.tooLong(80))
  })

  it('names leagues for summaries', () => {
    expect(leagueLabel("men's-league")).toBe("Men's League")
    expect(leagueLabel('')).toBe('')
  })
})
