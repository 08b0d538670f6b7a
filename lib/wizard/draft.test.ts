import { describe, expect, it } from 'vitest'
import { draftFromPast, moveStep, nameFromSlug, newDraft, WIZARD_STEPS } from './draft'

describe('wizard drafts', () => {
  it('has the quote wizard\'s five steps and the express wizard\'s four, with their labels and titles', () => {
    expect(WIZARD_STEPS.quote.map((step) => step.label)).toEqual(['Team Info', 'Design', 'Roster', 'Details', 'Review'])
    expect(WIZARD_STEPS.quote.map((step) => step.title)).toEqual(['Team Information', 'Design Customization', 'Roster Management', 'Order Details', 'Review & Get Quote'])
    expect(WIZARD_STEPS.express.map((step) => step.label)).toEqual(['Team Info', 'Roster', 'Logo', 'Payment'])
    expect(WIZARD_STEPS.express.map((step) => step.title)).toEqual(['Team Information', 'Roster Management', 'Logo Upload (Optional)', 'Payment'])
  })

  it('moves one step at a time, never past the first or the last', () => {
    expect(moveStep('quote', 0, -1)).toBe(0)
    expect(moveStep('quote', 0, 1)).toBe(1)
    expect(moveStep('quote', 4, 1)).toBe(4)
    expect(moveStep('express', 3, 1)).toBe(3)
    expect(moveStep('express', 3, -1)).toBe(2)
  })

  it('starts a quote with the shop\'s colours and an express order with a deposit', () => {
    const quote = newDraft('quote', 'chel-jersey', 'key')
    expect(quote).toMatchObject({ kind: 'quote', step: 0, productSlug: 'chel-jersey', players: [], design: { primaryColor: '#003360', secondaryColor: '#00A0DF' } })
    expect(newDraft('express', 'socks', 'key')).toMatchObject({ kind: 'express', paymentType: 'deposit' })
  })

  it('names a product from its address the way the breadcrumb does', () => {
    expect(nameFromSlug('chel-jersey')).toBe('Chel jersey')
    expect(nameFromSlug('team-bags')).toBe('Team bags')
    expect(nameFromSlug('')).toBe('')
  })
})

describe('draftFromPast', () => {
  const past = {
    reference: 'Q-7KX2M9PD',
    teamInfo: { teamName: 'Loons', league: "men's-league", contactName: 'Jo Keeper', contactEmail: 'jo@example.com', contactPhone: '' },
    players: [{ name: 'Morrison', number: '17', jerseySize: 'XL', socksSize: 'L', pantShellSize: 'XL', captainPatch: 'C' as const }],
    logoNotes: 'Left chest',
    hasLogo: true,
    design: { templateId: 'template-stripes', primaryColor: '#112233', secondaryColor: '#445566', collarStyle: 'v-neck', designNotes: 'As last year' },
  }

  it('starts a new quote with the past team, roster, logo notes and design, as a new order', () => {
    const fresh = newDraft('quote', 'chel-jersey', 'new-key')
    const draft = draftFromPast(fresh, past)
    expect(draft).toMatchObject({ kind: 'quote', productSlug: 'chel-jersey', idempotencyKey: 'new-key', teamInfo: past.teamInfo, players: past.players, logoNotes: 'Left chest', design: past.design, details: fresh.details })
    // A copy: editing the new roster leaves the past one as it was.
    expect(draft.players[0]).not.toBe(past.players[0])
  })

  it('starts an express order with the team and roster; it has no design to carry', () => {
    const draft = draftFromPast(newDraft('express', 'showtime-jersey', 'k'), { ...past, design: null })
    expect(draft).toMatchObject({ kind: 'express', teamInfo: past.teamInfo, players: past.players, paymentType: 'deposit' })
    expect('design' in draft).toBe(false)
  })
})
