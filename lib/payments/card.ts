/**
 * The rules of a card's details, in one place for the test payment service (which refuses what
 * breaks them) and the card form (which says so before anything is sent). Pure and client-safe:
 * no card number is kept or logged here. The messages are Stripe.js's own wording, so the test
 * provider reads like the real one.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown'

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  expiryYearPast: "Your card's expiration year is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
  nameMissing: 'Please enter the name on the card.',
  nameTooLong: 'The name on the card can be at most 100 characters.',
} as const

export type CardField = 'number' | 'expiry' | 'cvc' | 'name'

/** What the customer typed, as typed: the number with or without spaces, the expiry as MM/YY. */
export type CardInput = Record<CardField, string>

/** The most digits a card number has (ISO/IEC 7812), and the fewest any brand issues. */
const MAX_DIGITS = 19
const MIN_DIGITS = 12
/** A card is issued for at most a few years; 20 catches a mistyped year. */
const MAX_YEARS_AHEAD = 20
export const CARD_NAME_MAX = 100

/** The lengths each brand issues, the usual one first. */
const LENGTHS: Record<CardBrand, readonly number[]> = {
  visa: [16, 13, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 19],
  unknown: [16, 12, 13, 14, 15, 17, 18, 19],
}

/** The digits of a number typed with spaces or dashes; anything else makes it no number at all (''). */
export function cardDigits(value: string): string {
  const compact = value.replace(/[\s-]/g, '')
  return /^\d*$/.test(compact) ? compact : ''
}

/** The brand a number's first digits say (enough for the grouping and the lengths; not a BIN lookup). */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa'
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard'
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover'
  return 'unknown'
}

/** The Luhn checksum every card number carries: catches one wrong digit and most swapped pairs. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** A number as printed on the card: 4-6-5 for American Express, groups of four otherwise; at most 19 digits. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, MAX_DIGITS)
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3]
  const parts: string[] = []
  let start = 0
  for (const size of groups) {
    if (start >= digits.length) break
    parts.push(digits.slice(start, start + size))
    start += size
  }
  return parts.join(' ')
}

/**
 * An expiry as the customer types it, shaped MM/YY: the slash comes after the month, and a first
 * digit that cannot start a month (2 to 9), or one followed by a slash, is the month itself ('4' →
 * '04/', '1/' → '01/'). Deleting the slash deletes it ('12/' backspaced is '12'). An autofilled
 * '12/2030' becomes '12/30'.
 */
export function formatExpiry(value: string): string {
  // What autofill puts in: a four-digit year.
  const filled = /^\s*(\d{1,2})\s*\/\s*\d\d(\d\d)\s*$/.exec(value)
  if (filled) return `${(filled[1] ?? '').padStart(2, '0')}/${filled[2]}`
  const digits = value.replace(/\D/g, '').slice(0, 4)
  const slash = value.includes('/')
  if (digits.length === 0) return ''
  if (digits.length === 1) return /[2-9]/.test(digits) || (slash && digits !== '0') ? `0${digits}/` : digits
  const month = digits.slice(0, 2)
  const year = digits.slice(2)
  if (year) return `${month}/${year}`
  return slash ? `${month}/` : month
}

/** The month (1-12 not checked) and four-digit year of 'MM/YY' (or 'M/YY', 'MM / YYYY', 'MMYY'); null when it is not one. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value)
  if (!match) return null
  const [, month = '', year = ''] = match
  return { month: Number(month), year: year.length === 2 ? 2000 + Number(year) : Number(year) }
}

/** Shorter than the brand's usual length and not yet a valid number is still being typed: incomplete, not wrong. */
export function checkCardNumber(value: string): string | null {
  const digits = cardDigits(value)
  if (value.trim() !== '' && digits === '') return CARD_MESSAGES.numberInvalid
  const lengths = LENGTHS[cardBrand(digits)]
  const valid = lengths.includes(digits.length) && luhnValid(digits)
  if (valid) return null
  if (digits.length < MIN_DIGITS || digits.length < (lengths[0] ?? MIN_DIGITS)) return CARD_MESSAGES.numberIncomplete
  return CARD_MESSAGES.numberInvalid
}

/**
 * A card is good through the last day of its expiry month: this month's card is still valid.
 * Months are counted in `now`'s local time (the browser's and the service's machine are the same one).
 */
export function checkExpiryDate(month: number, year: number, now: Date = new Date()): string | null {
  if (!Number.isInteger(month) || month < 1 || month > 12) return CARD_MESSAGES.expiryMonthInvalid
  const thisYear = now.getFullYear()
  if (!Number.isInteger(year) || year > thisYear + MAX_YEARS_AHEAD) return CARD_MESSAGES.expiryYearInvalid
  if (year < thisYear) return CARD_MESSAGES.expiryYearPast
  if (year === thisYear && month < now.getMonth() + 1) return CARD_MESSAGES.expiryPast
  return null
}

export function checkExpiry(value: string, now: Date = new Date()): string | null {
  const parsed = parseExpiry(value)
  // The form lets only digits and the slash in, so anything else is a date not yet typed whole.
  if (!parsed) return CARD_MESSAGES.expiryIncomplete
  return checkExpiryDate(parsed.month, parsed.year, now)
}

export function checkCvc(value: string): string | null {
  const cvc = value.trim()
  if (/^\d{0,2}$/.test(cvc)) return CARD_MESSAGES.cvcIncomplete
  return /^\d{3,4}$/.test(cvc) ? null : CARD_MESSAGES.cvcInvalid
}

export function checkCardholderName(value: string): string | null {
  const name = value.trim()
  if (name === '') return CARD_MESSAGES.nameMissing
  return name.length > CARD_NAME_MAX ? CARD_MESSAGES.nameTooLong : null
}

const CHECKS: Record<CardField, (value: string, now: Date) => string | null> = {
  number: checkCardNumber,
  expiry: checkExpiry,
  cvc: checkCvc,
  name: checkCardholderName,
}

/** One field's error, or null. */
export function checkCardField(field: CardField, value: string, now: Date = new Date()): string | null {
  return CHECKS[field](value, now)
}

/** Every field's error, in the order of the form; empty when the card can be sent. */
export function checkCard(card: CardInput, now: Date = new Date()): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {}
  for (const field of ['number', 'expiry', 'cvc', 'name'] as const) {
    const error = CHECKS[field](card[field], now)
    if (error) errors[field] = error
  }
  return errors
}
