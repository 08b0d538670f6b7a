import { describe, expect, it } from 'vitest'
import { emptyPlayer, type Player } from '@/lib/roster/player'
import { MAX_PLAYERS } from '@/lib/roster/roster'
import { DEFAULT_CUSTOMIZATION, resetCustomization, type Customization } from './customization'
import { customizationSchema } from './customization.schema'

const player = (name: string, number = ''): Player => ({ ...emptyPlayer(), name, number })
const withPlayers = (...players: Player[]): Customization => ({ ...resetCustomization(), players })
const firstError = (patch: Partial<Record<keyof Customization, unknown>>) =>
  customizationSchema.safeParse({ ...resetCustomization(), ...patch }).error?.issues[0]?.message

describe('customizationSchema', () => {
  it('accepts the defaults', () => {
    expect(customizationSchema.parse(DEFAULT_CUSTOMIZATION)).toEqual(DEFAULT_CUSTOMIZATION)
  })

  it('accepts a full customization and trims text', () => {
    const parsed = customizationSchema.parse({
      ...resetCustomization(),
      teamName: ' Harbour Hawks ',
      notes: ' laced collar ',
      players: [player('Morrison', '17')],
      logoUrl: 'https://cdn.example.com/hawks.png',
    })
    expect(parsed).toMatchObject({ teamName: 'Harbour Hawks', notes: 'laced collar', logoUrl: 'https://cdn.example.com/hawks.png' })
  })

  it('reads a customization stored while it still carried a quantity, without it: the quantity is the cart line\'s', () => {
    expect(customizationSchema.parse({ ...resetCustomization(), quantity: 12 })).toEqual(resetCustomization())
  })

  it.each(['#00336', 'navy', '#GGGGGG', '003360'])('rejects the colour %s', (color) => {
    expect(firstError({ primaryColor: color })).toBe('Please choose a colour such as #003360')
    expect(firstError({ secondaryColor: color })).toBe('Please choose a colour such as #003360')
  })

  it('limits team name, notes and roster size', () => {
    expect(firstError({ teamName: 'x'.repeat(61) })).toBe('Team names can be at most 60 characters')
    expect(firstError({ notes: 'x'.repeat(1001) })).toBe('Notes can be at most 1,000 characters')
    expect(firstError({ players: Array.from({ length: MAX_PLAYERS + 1 }, emptyPlayer) })).toBe('A roster can hold at most 100 players')
    expect(customizationSchema.safeParse(withPlayers(...Array.from({ length: MAX_PLAYERS }, emptyPlayer))).success).toBe(true)
  })

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'hawks.png'])('rejects the logo address %s', (logoUrl) => {
    expect(firstError({ logoUrl })).toBe('The logo must be a web address (https://…)')
  })

  it('checks every player', () => {
    expect(firstError({ players: [player('Ok'), player('Bad', '1234')] })).toBe('Numbers can have up to 3 digits')
  })
})
