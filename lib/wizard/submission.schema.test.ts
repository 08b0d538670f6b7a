import { describe, expect, it } from 'vitest'
import { emptyPlayer } from '@/lib/roster/player'
import { DRAFT_FIELD, newDraft } from './draft'
import { expressSubmissionSchema, parseWizardSubmission, quoteSubmissionSchema } from './submission.schema'

const key = '3b241101-e2bb-4255-8caf-4136c566a962'
const team = { teamName: ' Flyers ', league: '', contactName: 'Jo Keeper', contactEmail: 'jo@example.com', contactPhone: '' }
const player = (name: string, number: string) => ({ ...emptyPlayer(), name, number, jerseySize: 'L' })

const quote = () => ({ ...newDraft('quote', 'chel-jersey', key), teamInfo: team, players: [player('Morrison', '17'), emptyPlayer()] })
const form = (draft: unknown) => ({ [DRAFT_FIELD]: JSON.stringify(draft) })

describe('submissions', () => {
  const schema = quoteSubmissionSchema('2026-11-24')

  it('accepts a quote, trimming the team and dropping blank roster rows', () => {
    const parsed = parseWizardSubmission('quote', schema, form(quote()))
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.data.teamInfo.teamName).toBe('Flyers')
    expect(parsed.data.players).toHaveLength(1)
    expect(parsed.data.details).toEqual({ estimatedQuantity: null, targetDate: null, notes: '' })
  })

  it('refuses each step\'s problem with the step\'s own message, keyed by the step', () => {
    const bad = {
      ...quote(),
      teamInfo: { ...team, contactEmail: 'jo@' },
      players: [emptyPlayer()],
      details: { estimatedQuantity: 'lots', targetDate: '2026-11-01', additionalNotes: '' },
      design: { ...quote().design, primaryColor: 'red' },
    }
    const parsed = parseWizardSubmission('quote', schema, form(bad))
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.errors).toEqual({
      team: 'Please enter a valid email address',
      roster: 'Please add at least one player with a name or a number',
      details: 'Please enter a whole number of items between 1 and 10,000',
      design: 'Please choose a color',
    })
  })

  it('refuses what is not a draft at all, and a roster too long', () => {
    for (const input of [{ [DRAFT_FIELD]: '{' }, { [DRAFT_FIELD]: '[]' }, {} as Record<string, string>]) expect(parseWizardSubmission('quote', schema, input).ok).toBe(false)
    const crowded = { ...quote(), players: Array.from({ length: 101 }, (_, i) => player(`P${i}`, String(i))) }
    expect(parseWizardSubmission('quote', schema, form(crowded))).toMatchObject({ ok: false, errors: { roster: expect.any(String) } })
  })

  it('keeps a pasted phone whose spaces are no-break ones, with plain spaces, and drops U+0000 from every text', () => {
    const pasted = { ...quote(), teamInfo: { ...team, teamName: 'Fly\u0000ers', contactPhone: '\u00a0204\u00a0555-0101\u2007' }, logoNotes: 'Loon\u0000' }
    const parsed = parseWizardSubmission('quote', schema, form(pasted))
    expect(parsed.ok && { ...parsed.data.teamInfo, logoNotes: parsed.data.logoNotes }).toMatchObject({ teamName: 'Flyers', contactPhone: '204 555-0101', logoNotes: 'Loon' })
  })

  it('files a problem with the logo notes under the step they are typed on in each wizard', () => {
    const notes = 'x'.repeat(2001)
    expect(parseWizardSubmission('quote', schema, form({ ...quote(), logoNotes: notes }))).toMatchObject({ ok: false, errors: { design: expect.any(String) } })
    const express = { ...newDraft('express', 'socks', key), teamInfo: team, players: [player('Lavoie', '9')], logoNotes: notes }
    expect(parseWizardSubmission('express', expressSubmissionSchema, form(express))).toMatchObject({ ok: false, errors: { logo: expect.any(String) } })
  })

  it('accepts an express order with its payment type and delivery address, and refuses another type or an address it cannot ship to, on the payment step', () => {
    const delivery = { fullName: 'Jo Keeper', line1: '1 Rink Road', line2: '', city: 'Boston', region: 'MA', postalCode: '02134', country: 'US', phone: '' }
    const express = { ...newDraft('express', 'socks', key), teamInfo: team, players: [player('Lavoie', '9')], delivery }
    expect(parseWizardSubmission('express', expressSubmissionSchema, form(express)).ok).toBe(true)
    expect(parseWizardSubmission('express', expressSubmissionSchema, form({ ...express, delivery: { ...delivery, country: 'GB' } }))).toMatchObject({
      ok: false,
      errors: { payment: 'Please choose the United States or Canada' },
    })
    expect(parseWizardSubmission('express', expressSubmissionSchema, form({ ...express, delivery: { ...delivery, fullName: ' ' } }))).toMatchObject({
      ok: false,
      errors: { payment: 'Full name is required' },
    })
    expect(parseWizardSubmission('express', expressSubmissionSchema, form({ ...express, delivery: undefined }))).toMatchObject({
      ok: false,
      errors: { payment: 'Please enter the address.' },
    })
    expect(parseWizardSubmission('express', expressSubmissionSchema, form({ ...express, paymentType: 'half' }))).toMatchObject({
      ok: false,
      errors: { payment: 'Please choose to pay a deposit or in full' },
    })
  })
})
