import { z } from 'zod'
import { cleanTeamInfo, TEAM_INFO_MAX, TEAM_INFO_MESSAGES, teamInfoErrors, type TeamInfoField } from './team-info'

/** A field as its box takes it: at most its length in TEAM_INFO_MAX, the box's maxLength too. */
const upTo = (field: TeamInfoField) => z.string().max(TEAM_INFO_MAX[field], TEAM_INFO_MESSAGES.tooLong(TEAM_INFO_MAX[field]))

/** The team step as a draft keeps it: anything half-filled reads back, nothing longer than the form takes. */
export const storedTeamInfoSchema = z.object({
  teamName: upTo('teamName'),
  league: upTo('league'),
  contactName: upTo('contactName'),
  contactEmail: upTo('contactEmail'),
  contactPhone: upTo('contactPhone'),
})

/** The team step as the server takes it, with the very rules the step shows as the team types, trimmed. */
export const teamInfoSchema = storedTeamInfoSchema
  .superRefine((info, context) => {
    for (const [field, message] of Object.entries(teamInfoErrors(info))) context.addIssue({ code: 'custom', path: [field], message })
  })
  .transform(cleanTeamInfo)
