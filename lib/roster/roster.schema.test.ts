import { describe, expect, it } from 'vitest'
import { emptyPlayer, type Player } from './player'
import { MAX_PLAYERS } from './roster'
import { rosterSchema } from './roster.schema'

const player = (name: string, number = ''): Player => ({ ...emptyPlayer(), name, number })
const errors = (input: unknown) => rosterSchema.safeParse(input).error?.issues.map((issue) => issue.message)

describe('rosterSchema', () => {
  it('accepts a roster with a named or numbered player, trimming what was typed', () => {
    expect(rosterSchema.parse([player(' Lavoie ', ' 07 '), emptyPlayer()])).toEqual([player('Lavoie', '07'), emptyPlayer()])
    expect(rosterSchema.safeParse([player('', '00')]).success).toBe(true)
  })

  it('refuses an empty roster', () => {
    expect(errors([])).toEqual(['Please add at least one player with a name or a number'])
  })

  it('refuses a roster where no player has a name or a number', () => {
    expect(errors([emptyPlayer(), { ...emptyPlayer(), jerseySize: 'XL' }, player(' ', ' ')])).toEqual(['Please add at least one player with a name or a number'])
  })

  it(`holds at most ${MAX_PLAYERS} players`, () => {
    const full = Array.from({ length: MAX_PLAYERS }, (_, i) => player(`Player ${i}`, String(i)))
    expect(rosterSchema.safeParse(full).success).toBe(true)
    expect(errors([...full, player('One more')])).toEqual(['A roster can hold at most 100 players'])
  })

  it('checks every player', () => {
    expect(errors([player('Lavoie', '9'), player('Morrison', '1234')])).toEqual(['Numbers can have up to 3 digits'])
  })
})
