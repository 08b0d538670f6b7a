import { describe, expect, it } from 'vitest'
import { emptyPlayer } from './player'
import { playerSchema } from './player.schema'

const firstError = (input: unknown) => playerSchema.safeParse(input).error?.issues[0]?.message

describe('playerSchema', () => {
  it('accepts a blank player, as added by "Add Another Player"', () => {
    expect(playerSchema.parse(emptyPlayer())).toEqual({ name: '', number: '', jerseySize: '', socksSize: '', pantShellSize: '', captainPatch: '' })
  })

  it('accepts a full player and trims what was typed', () => {
    expect(
      playerSchema.parse({ name: ' Morrison ', number: ' 07 ', jerseySize: 'XL', socksSize: 'L', pantShellSize: '2XL', captainPatch: 'C' }),
    ).toEqual({ name: 'Morrison', number: '07', jerseySize: 'XL', socksSize: 'L', pantShellSize: '2XL', captainPatch: 'C' })
  })

  it('keeps nameplates to 40 characters', () => {
    expect(playerSchema.safeParse({ ...emptyPlayer(), name: 'x'.repeat(40) }).success).toBe(true)
    expect(firstError({ ...emptyPlayer(), name: 'x'.repeat(41) })).toBe('Nameplates can be at most 40 characters')
  })

  it.each(['100', '0', '00'])('accepts the number %s', (number) => {
    expect(playerSchema.safeParse({ ...emptyPlayer(), number }).success).toBe(true)
  })

  it.each(['1000', '#9', '9A', '-1'])('rejects the number %s', (number) => {
    expect(firstError({ ...emptyPlayer(), number })).toBe('Numbers can have up to 3 digits')
  })

  it('rejects sizes that are not on the list of their garment', () => {
    expect(firstError({ ...emptyPlayer(), jerseySize: 'XXL' })).toBe('Please choose a jersey size from the list')
    expect(firstError({ ...emptyPlayer(), socksSize: 'YXL' })).toBe('Please choose a socks size from the list')
    expect(firstError({ ...emptyPlayer(), pantShellSize: '5XL' })).toBe('Please choose a pant shell size from the list')
  })

  it('rejects any patch but none, C or A', () => {
    expect(firstError({ ...emptyPlayer(), captainPatch: 'K' })).toBe('Please choose none, C or A for the patch')
  })
})
