import { describe, expect, it } from 'vitest'
import { lineDetails } from './describe'

describe('lineDetails', () => {
  it('lists option, size, colour, team and players', () => {
    expect(
      lineDetails({ name: 'Showtime Game Jersey', optionName: 'Elite Pro', size: 'M', variantName: 'Navy & Sky Blue', teamName: 'Ice Hawks', playerCount: 2 }),
    ).toBe('Elite Pro · Size M · Colour Navy & Sky Blue · Team Ice Hawks · 2 players')
  })

  it('leaves out an option named like the product, and whatever is not chosen', () => {
    expect(lineDetails({ name: 'CHEL Game Jersey', optionName: 'CHEL Game Jersey', size: null, variantName: null, teamName: '', playerCount: 0 })).toBe('')
  })
})
