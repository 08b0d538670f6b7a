import { z } from 'zod'
import { signedDollarsField } from '@/lib/forms/dollars.schema'
import { parseForm, type FormInput, type FormValues } from '@/lib/forms/parse-form'
import { playerSchema } from '@/lib/roster/player.schema'
import { MAX_PLAYERS } from '@/lib/roster/roster'
import { submittedRosterSchema } from '@/lib/roster/roster.schema'
import { WIZARD_KINDS } from '@/lib/wizard/draft'
import { ROSTER_CHANGE_FIELDS, ROSTER_CHANGE_LIMITS, type RosterChangeField } from './roster-change'

const RELOAD = 'This order could not be identified. Reload the page.'

/**
 * A roster change as the account's or the back office's form sends it: the roster the page showed
 * (the database refuses a change made to an older one) and the new one, with a note; staff may move
 * a quote's price with it. The database checks who may, when, and what it costs.
 */
const rosterChangeSchema = z.object({
  kind: z.enum(WIZARD_KINDS, RELOAD),
  id: z.uuid(RELOAD),
  previous: z.array(playerSchema).max(MAX_PLAYERS, RELOAD),
  roster: submittedRosterSchema,
  note: z.string().trim().max(ROSTER_CHANGE_LIMITS.note, `Keep the note under ${ROSTER_CHANGE_LIMITS.note.toLocaleString('en-US')} characters.`),
  priceChange: signedDollarsField('the price difference', ROSTER_CHANGE_LIMITS.priceChangeCents),
})

export type RosterChange = z.output<typeof rosterChangeSchema>

/** Each roster travels as JSON in one field; one that is not JSON reads as nothing, which the schema refuses. */
function toInput({ previous, roster, ...rest }: FormValues<RosterChangeField>) {
  const parsed = (text: string): unknown => {
    try {
      return JSON.parse(text)
    } catch {
      return null
    }
  }
  return { ...rest, previous: parsed(previous), roster: parsed(roster) }
}

export const parseRosterChangeForm = (input: FormInput) => parseForm(rosterChangeSchema, input, ROSTER_CHANGE_FIELDS, { toInput })
