import { describe, expect, it } from 'vitest'
import { moveStep, nameFromSlug, newDraft, WIZARD_STEPS } from './draft'

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
