import { describe, expect, it } from 'vitest'
import { emptyPlayer } from '@/lib/roster/player'
import { newDraft } from './draft'
import { parseReorderSource, parseStoredDraft } from './draft.schema'

const key = '3b241101-e2bb-4255-8caf-4136c566a962'
const team = { teamName: ' Flyers ', league: '', contactName: 'Jo Keeper', contactEmail: 'jo@example.com', contactPhone: '' }
const quote = () => ({ ...newDraft('quote', 'chel-jersey', key), teamInfo: team, players: [{ ...emptyPlayer(), name: 'Morrison', number: '17' }, emptyPlayer()] })

describe('stored drafts', () => {
  it('reads back a half-filled draft', () => {
    const draft = { ...newDraft('express', 'socks', key), step: 1, teamInfo: { ...team, contactEmail: 'not yet' } }
    expect(parseStoredDraft('express', draft)).toEqual(draft)
  })

  it('reads back an express draft with the delivery address typed so far, or none before the payment step (or this change)', () => {
    const before = { ...newDraft('express', 'socks', key), step: 3 }
    expect(parseStoredDraft('express', before)).toEqual(before)
    const typed = { ...before, delivery: { fullName: 'Jo', line1: '1 Rink', line2: '', city: '', region: '', postalCode: '', country: 'CA', phone: '' } }
    expect(parseStoredDraft('express', typed)).toEqual(typed)
    expect(parseStoredDraft('express', { ...typed, delivery: { ...typed.delivery, city: 42 } })).toBeNull()
  })

  it('gives null for a corrupt draft, or one of the other wizard', () => {
    expect(parseStoredDraft('quote', undefined)).toBeNull()
    expect(parseStoredDraft('quote', { step: 'two' })).toBeNull()
    expect(parseStoredDraft('quote', newDraft('express', 'socks', key))).toBeNull()
    expect(parseStoredDraft('quote', { ...quote(), players: [{ name: 'x' }] })).toBeNull()
  })
})

describe('parseReorderSource', () => {
  const past = {
    reference: 'Q-7KX2M9PD',
    teamInfo: { teamName: 'Loons', league: '', contactName: 'Jo Keeper', contactEmail: 'jo@example.com', contactPhone: '' },
    players: [{ name: 'Morrison', number: '17', jerseySize: 'XL', socksSize: 'L', pantShellSize: 'XL', captainPatch: 'C' }],
    logoNotes: 'Left chest',
    hasLogo: true,
    design: { templateId: 'template-stripes', primaryColor: '#112233', secondaryColor: '#445566', collarStyle: 'v-neck', designNotes: '' },
  }

  it('reads the answer of /api/reorder, a quote’s design or an express order’s none', () => {
    expect(parseReorderSource(past)).toEqual(past)
    expect(parseReorderSource({ ...past, design: null })).toEqual({ ...past, design: null })
  })

  it('reads nothing from an answer that is not one: a new order starts fresh instead', () => {
    expect(parseReorderSource({ message: 'Not found' })).toBeNull()
    expect(parseReorderSource({ ...past, players: 'Morrison' })).toBeNull()
    expect(parseReorderSource({ ...past, design: { ...past.design, primaryColor: 'red' } })).toBeNull()
    expect(parseReorderSource({ ...past, hasLogo: 'yes' })).toBeNull()
    expect(parseReorderSource(null)).toBeNull()
  })
})
