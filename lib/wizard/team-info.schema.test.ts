import { describe, expect, it } from 'vitest'
import { teamInfoValueOfLength } from '@/tests/support/team-info'
import { EMPTY_TEAM_INFO, TEAM_INFO_MAX, TEAM_INFO_MESSAGES, type TeamInfoField } from './team-info'
import { storedTeamInfoSchema, teamInfoSchema } from './team-info.schema'

const valid = { ...EMPTY_TEAM_INFO, teamName: ' Flyers ', contactName: 'Jo Keeper', contactEmail: 'jo@example.com' }
const fields = Object.keys(TEAM_INFO_MAX) as TeamInfoField[]

describe('teamInfoSchema', () => {
  it('takes the team step as the step checks it, trimmed', () => {
    expect(teamInfoSchema.parse(valid)).toEqual({ ...valid, teamName: 'Flyers' })
    expect(teamInfoSchema.safeParse({ ...valid, contactEmail: 'jo@' }).error?.issues).toEqual([expect.objectContaining({ path: ['contactEmail'], message: TEAM_INFO_MESSAGES.emailInvalid })])
  })

  it.each(fields)('takes a %s as long as its box allows, and refuses a character more with the step’s message', (field) => {
    const max = TEAM_INFO_MAX[field]
    const at = storedTeamInfoSchema.parse({ ...valid, [field]: teamInfoValueOfLength(field, max) })
    expect(at[field]).toHaveLength(max)
    for (const schema of [storedTeamInfoSchema, teamInfoSchema]) {
      const issues = schema.safeParse({ ...valid, [field]: teamInfoValueOfLength(field, max + 1) }).error?.issues ?? []
      expect(issues[0]).toMatchObject({ path: [field], message: TEAM_INFO_MESSAGES.tooLong(max) })
      expect(issues.every((issue) => issue.path[0] === field)).toBe(true)
    }
  })
})

describe('storedTeamInfoSchema', () => {
  it('reads back a half-filled step untouched', () => {
    const half = { ...EMPTY_TEAM_INFO, teamName: ' Fly', contactEmail: 'jo@' }
    expect(storedTeamInfoSchema.parse(half)).toEqual(half)
  })
})
