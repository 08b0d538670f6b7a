import { describe, expect, it } from 'vitest'
import { addressErrors, addressLine } from './address'

const EMPTY = { fullName: '', line1: '', line2: '', city: '', region: '', postalCode: '', country: 'US', phone: '' }

const halifax = { fullName: 'Sam Morrison', line1: '1 Rink Road', line2: '', city: 'Halifax', region: 'NS', postalCode: 'b3h1a1', country: 'CA', phone: '' }

describe('addressErrors', () => {
  it('says each missing field of an empty address once, and nothing of the optional ones', () => {
    expect(addressErrors(EMPTY)).toEqual({
      fullName: 'Full name is required',
      line1: 'Street address is required',
      city: 'City is required',
      region: 'State or province is required',
      postalCode: 'Postal code is required',
    })
  })

  it('checks the postal code by the country chosen, so the browser refuses what the server would', () => {
    expect(addressErrors(halifax)).toEqual({})
    expect(addressErrors({ ...halifax, country: 'US' })).toEqual({ postalCode: 'Please enter a ZIP code such as 12345 or 12345-6789' })
    expect(addressErrors({ ...halifax, country: 'MX' })).toEqual({ country: 'Please choose the United States or Canada' })
  })
})

describe('addressLine', () => {
  it('writes an address on one line with the country’s name, leaving out what is blank', () => {
    expect(addressLine({ ...halifax, postalCode: 'B3H 1A1' })).toBe('Sam Morrison, 1 Rink Road, Halifax, NS B3H 1A1, Canada')
    expect(addressLine({ ...halifax, line2: 'Unit 4', country: 'US', region: 'MA', postalCode: '02134' })).toBe('Sam Morrison, 1 Rink Road, Unit 4, Halifax, MA 02134, United States')
  })
})
