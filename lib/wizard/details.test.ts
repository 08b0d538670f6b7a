import { describe, expect, it } from 'vitest'
import { DETAILS_MESSAGES, daysBetween, deliveryOutlook, detailsErrors, isIsoDate, parseEstimatedQuantity } from './details'

const today = '2026-11-25'
const details = (patch: Partial<{ estimatedQuantity: string; targetDate: string; additionalNotes: string }>) => ({
  estimatedQuantity: '',
  targetDate: '',
  additionalNotes: '',
  ...patch,
})

describe('order details', () => {
  it('reads the quantity: blank is none, whole numbers 1-10,000 only', () => {
    expect(parseEstimatedQuantity('')).toBeNull()
    expect(parseEstimatedQuantity(' 24 ')).toBe(24)
    for (const bad of ['0', '-3', '2.5', 'ten', '10001', '1e3']) expect(parseEstimatedQuantity(bad)).toBeNaN()
  })

  it('knows real dates', () => {
    expect(isIsoDate('2027-02-28')).toBe(true)
    expect(isIsoDate('2027-02-30')).toBe(false)
    expect(isIsoDate('28/02/2027')).toBe(false)
    expect(daysBetween('2026-11-25', '2026-12-23')).toBe(28)
  })

  it('accepts a blank step, and refuses a past date, a bad quantity and overlong notes', () => {
    expect(detailsErrors(details({}), today)).toEqual({})
    expect(detailsErrors(details({ targetDate: today, estimatedQuantity: '20' }), today)).toEqual({})
    expect(detailsErrors(details({ targetDate: '2026-11-24', estimatedQuantity: 'lots', additionalNotes: 'x'.repeat(2001) }), today)).toEqual({
      estimatedQuantity: DETAILS_MESSAGES.quantity,
      targetDate: DETAILS_MESSAGES.pastDate,
      additionalNotes: DETAILS_MESSAGES.notesTooLong,
    })
  })

  it('says whether a date leaves time for a standard order, only a rush, or neither', () => {
    const days = { standardOrderDays: 28, rushOrderDays: 10 }
    expect(deliveryOutlook('', today, days)).toBe('none')
    expect(deliveryOutlook('2026-12-23', today, days)).toBe('standard')
    expect(deliveryOutlook('2026-12-22', today, days)).toBe('rush')
    expect(deliveryOutlook('2026-12-05', today, days)).toBe('rush')
    expect(deliveryOutlook('2026-12-04', today, days)).toBe('too-soon')
  })
})
