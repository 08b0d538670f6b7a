// The quote's order details step: the quantity and in-hands date rules, shared by the step and the
// server (./draft.schema), and what the date means for production.
import type { OrderDetails } from './draft'

export const DETAILS_MESSAGES = {
  quantity: 'Please enter a whole number of items between 1 and 10,000',
  date: 'Please enter a valid date',
  pastDate: 'The in-hands date cannot be in the past',
  notesTooLong: 'Please keep your notes under 2,000 characters',
} as const

const MAX_ESTIMATED_QUANTITY = 10_000
export const MAX_NOTES_LENGTH = 2000

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** Whether text is a real calendar date written YYYY-MM-DD (not 2027-02-30). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
}

/** A date as YYYY-MM-DD in the viewer's own calendar, which is what a date input shows. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** The estimated quantity as a number: null when left blank, NaN when it is not a whole number in range. */
export function parseEstimatedQuantity(text: string): number | null {
  const trimmed = text.trim()
  if (!trimmed) return null
  if (!/^\d{1,5}$/.test(trimmed)) return Number.NaN
  const quantity = Number(trimmed)
  return quantity >= 1 && quantity <= MAX_ESTIMATED_QUANTITY ? quantity : Number.NaN
}

/** The first problem with each field of the step, `today` being the earliest date allowed (YYYY-MM-DD). */
export function detailsErrors(details: OrderDetails, today: string): Partial<Record<keyof OrderDetails, string>> {
  const errors: Partial<Record<keyof OrderDetails, string>> = {}
  if (Number.isNaN(parseEstimatedQuantity(details.estimatedQuantity))) errors.estimatedQuantity = DETAILS_MESSAGES.quantity
  const date = details.targetDate.trim()
  if (date && !isIsoDate(date)) errors.targetDate = DETAILS_MESSAGES.date
  else if (date && date < today) errors.targetDate = DETAILS_MESSAGES.pastDate
  if (details.additionalNotes.length > MAX_NOTES_LENGTH) errors.additionalNotes = DETAILS_MESSAGES.notesTooLong
  return errors
}

/**
 * What an in-hands date means for production: in time for a standard order, only as a rush order,
 * or sooner than even a rush can be made ('none' when there is no valid date).
 */
export function deliveryOutlook(targetDate: string, today: string, days: { standardOrderDays: number; rushOrderDays: number }): 'none' | 'standard' | 'rush' | 'too-soon' {
  if (!isIsoDate(targetDate)) return 'none'
  const lead = daysBetween(today, targetDate)
  if (lead >= days.standardOrderDays) return 'standard'
  return lead >= days.rushOrderDays ? 'rush' : 'too-soon'
}
