import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CARD_MESSAGES,
  cardBrand,
  cardDigits,
  checkCard,
  checkCardNumber,
  checkCardholderName,
  checkCvc,
  checkExpiry,
  checkExpiryDate,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  parseExpiry,
} from './card'

// 15 June 2027, local time: the month the rules count in.
const now = new Date(2027, 5, 15, 12)

describe('luhnValid', () => {
  it.each(['4242424242424242', '4000000000000002', '4000000000009995', '5555555555554444', '378282246310005', '6011111111111117', '0'])('accepts %s', (number) => {
    expect(luhnValid(number)).toBe(true)
  })

  it.each(['4242424242424241', '4242424242424243', '1234567812345678', '', '4242 4242'])('refuses %j', (number) => {
    expect(luhnValid(number)).toBe(false)
  })

  it('catches every single wrong digit of a valid number', () => {
    const valid = '4242424242424242'
    for (let index = 0; index < valid.length; index++) {
      for (let digit = 0; digit <= 9; digit++) {
        if (String(digit) === valid[index]) continue
        expect(luhnValid(valid.slice(0, index) + digit + valid.slice(index + 1))).toBe(false)
      }
    }
  })
})

describe('card numbers', () => {
  it('takes the number as typed: with spaces or dashes, or not at all with letters', () => {
    expect(cardDigits('4242 4242 4242 4242')).toBe('4242424242424242')
    expect(cardDigits(' 4242-4242-4242-4242 ')).toBe('4242424242424242')
    expect(cardDigits('4242 42x2')).toBe('')
  })

  it('tells the brands apart by their first digits', () => {
    expect(cardBrand('4242')).toBe('visa')
    expect(cardBrand('5555')).toBe('mastercard')
    expect(cardBrand('2223003122003222')).toBe('mastercard')
    expect(cardBrand('3782')).toBe('amex')
    expect(cardBrand('6011')).toBe('discover')
    expect(cardBrand('9999')).toBe('unknown')
  })

  it('accepts the test cards whichever way they are typed', () => {
    for (const number of ['4242 4242 4242 4242', '4242424242424242', '4000 0000 0000 0002', '4000-0000-0000-9995', '3782 822463 10005', '5555 5555 5555 4444']) {
      expect(checkCardNumber(number)).toBeNull()
    }
  })

  it('says a number still being typed is incomplete, and a wrong one invalid', () => {
    expect(checkCardNumber('')).toBe(CARD_MESSAGES.numberIncomplete)
    expect(checkCardNumber('4242 4242')).toBe(CARD_MESSAGES.numberIncomplete)
    expect(checkCardNumber('4242 4242 4242 424')).toBe(CARD_MESSAGES.numberIncomplete)
    expect(checkCardNumber('4242 4242 4242 4241')).toBe(CARD_MESSAGES.numberInvalid)
    expect(checkCardNumber('4242 4242 4242 4242 4')).toBe(CARD_MESSAGES.numberInvalid)
    expect(checkCardNumber('4242 4242 4242 424x')).toBe(CARD_MESSAGES.numberInvalid)
    // An American Express number has 15 digits.
    expect(checkCardNumber('3782 822463 1000')).toBe(CARD_MESSAGES.numberIncomplete)
    expect(checkCardNumber('3782 822463 100055')).toBe(CARD_MESSAGES.numberInvalid)
  })

  it('groups the digits as printed on the card, whatever was typed between them', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('4242 42')).toBe('4242 42')
    expect(formatCardNumber('42424')).toBe('4242 4')
    expect(formatCardNumber('4242-4242 4242abc4242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005')
    expect(formatCardNumber('4242424242424242424242')).toBe('4242 4242 4242 4242 424')
    expect(formatCardNumber('')).toBe('')
  })

  it('formats into a number that reads back as the same digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 ]{0,30}$/), (typed) => {
        const formatted = formatCardNumber(typed)
        expect(cardDigits(formatted)).toBe(typed.replace(/\D/g, '').slice(0, 19))
        expect(formatCardNumber(formatted)).toBe(formatted)
      }),
    )
  })
})

describe('expiry dates', () => {
  it('reads MM/YY and its usual variants', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 })
    expect(parseExpiry('7/29')).toEqual({ month: 7, year: 2029 })
    expect(parseExpiry('07 / 2029')).toEqual({ month: 7, year: 2029 })
    expect(parseExpiry('0729')).toEqual({ month: 7, year: 2029 })
    expect(parseExpiry('07/2')).toBeNull()
    expect(parseExpiry('July 29')).toBeNull()
  })

  it('accepts a card that expires this month, and refuses last month', () => {
    expect(checkExpiry('06/27', now)).toBeNull()
    expect(checkExpiry('07/27', now)).toBeNull()
    expect(checkExpiry('05/27', now)).toBe(CARD_MESSAGES.expiryPast)
    expect(checkExpiry('12/26', now)).toBe(CARD_MESSAGES.expiryYearPast)
    // The last day of the month is still in it; the first of the next is not.
    expect(checkExpiryDate(6, 2027, new Date(2027, 5, 30, 23, 59))).toBeNull()
    expect(checkExpiryDate(6, 2027, new Date(2027, 6, 1, 0, 0))).toBe(CARD_MESSAGES.expiryPast)
  })

  it('refuses a month outside 1 to 12, a year too far ahead, and a date not typed whole', () => {
    expect(checkExpiry('13/28', now)).toBe(CARD_MESSAGES.expiryMonthInvalid)
    expect(checkExpiry('00/28', now)).toBe(CARD_MESSAGES.expiryMonthInvalid)
    expect(checkExpiry('01/99', now)).toBe(CARD_MESSAGES.expiryYearInvalid)
    expect(checkExpiry('', now)).toBe(CARD_MESSAGES.expiryIncomplete)
    expect(checkExpiry('1', now)).toBe(CARD_MESSAGES.expiryIncomplete)
    expect(checkExpiry('12/', now)).toBe(CARD_MESSAGES.expiryIncomplete)
    expect(checkExpiry('12/2', now)).toBe(CARD_MESSAGES.expiryIncomplete)
  })

  it('shapes what is typed as MM/YY', () => {
    expect(formatExpiry('')).toBe('')
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('0')).toBe('0')
    expect(formatExpiry('4')).toBe('04/')
    expect(formatExpiry('1/')).toBe('01/')
    expect(formatExpiry('12')).toBe('12')
    expect(formatExpiry('12/')).toBe('12/')
    expect(formatExpiry('123')).toBe('12/3')
    expect(formatExpiry('1230')).toBe('12/30')
    expect(formatExpiry('12/305')).toBe('12/30')
    expect(formatExpiry('12 / 30')).toBe('12/30')
    // Autofill gives the year in full.
    expect(formatExpiry('12/2030')).toBe('12/30')
    expect(formatExpiry('3/2031')).toBe('03/31')
  })
})

describe('security code and name', () => {
  it('accepts 3 or 4 digits', () => {
    expect(checkCvc('123')).toBeNull()
    expect(checkCvc('1234')).toBeNull()
    expect(checkCvc(' 123 ')).toBeNull()
    expect(checkCvc('')).toBe(CARD_MESSAGES.cvcIncomplete)
    expect(checkCvc('12')).toBe(CARD_MESSAGES.cvcIncomplete)
    expect(checkCvc('12345')).toBe(CARD_MESSAGES.cvcInvalid)
    expect(checkCvc('12a')).toBe(CARD_MESSAGES.cvcInvalid)
  })

  it('needs the name on the card', () => {
    expect(checkCardholderName('Jordan Lee')).toBeNull()
    expect(checkCardholderName('   ')).toBe(CARD_MESSAGES.nameMissing)
    expect(checkCardholderName('x'.repeat(101))).toBe(CARD_MESSAGES.nameTooLong)
  })
})

describe('checkCard', () => {
  it('has nothing to say about a good card', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Jordan Lee' }, now)).toEqual({})
  })

  it('lists every field that is wrong, in the order of the form', () => {
    const errors = checkCard({ number: '4242 4242 4242 4241', expiry: '01/20', cvc: '1', name: '' }, now)
    expect(Object.keys(errors)).toEqual(['number', 'expiry', 'cvc', 'name'])
    expect(errors).toEqual({
      number: CARD_MESSAGES.numberInvalid,
      expiry: CARD_MESSAGES.expiryYearPast,
      cvc: CARD_MESSAGES.cvcIncomplete,
      name: CARD_MESSAGES.nameMissing,
    })
  })
})
