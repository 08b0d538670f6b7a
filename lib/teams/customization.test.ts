import { describe, expect, it } from 'vitest'
import { emptyPlayer, type Player } from '@/lib/roster/player'
import { customizationSchema, DEFAULT_CUSTOMIZATION, MAX_PLAYERS, resetCustomization, type Customization } from './customization'

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
      quantity: 15,
      logoUrl: 'https://cdn.example.com/hawks.png',
    })
    expect(parsed).toMatchObject({ teamName: 'Harbour Hawks', notes: 'laced collar', quantity: 15, logoUrl: 'https://cdn.example.com/hawks.png' })
  })

  it.each(['#00336', 'navy', '#GGGGGG', '003360'])('rejects the colour %s', (color) => {
    expect(firstError({ primaryColor: color })).toBe('Please choose a colour such as #003360')
    expect(firstError({ secondaryColor: color })).toBe('Please choose a colour such as #003360')
  })

  it.each([
    [0, 'The quantity must be at least 1'],
    [1000, 'The quantity can be at most 999'],
    [2.5, 'Please enter a whole number'],
  ])('rejects a quantity of %s', (quantity, message) => {
    expect(firstError({ quantity })).toBe(message)
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
