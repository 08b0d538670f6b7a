import { describe, expect, it } from 'vitest'
import { parseAddressCorrectionForm, parseParcelForm } from './forms.schema'
import { hasParcel, parcelProgress } from './parcels'

const ENTRY = '6f1c2b9e-3c1d-4a6b-9a57-0d6a1b2c3d4e'
const home = {
  'delivery.fullName': 'Pat Morrison', 'delivery.line1': '9 Crease Court', 'delivery.line2': '', 'delivery.city': 'Toronto', 'delivery.region': 'ON',
  'delivery.postalCode': 'm5v2t6', 'delivery.country': 'CA', 'delivery.phone': '',
}

describe('a team store’s parcels', () => {
  it('sends a parcel to each paid player only, and counts those shipped of them', () => {
    const entries = [
      { status: 'paid' as const, shippedAt: new Date('2026-12-20') },
      { status: 'paid' as const, shippedAt: null },
      { status: 'removed' as const, shippedAt: null },
      { status: 'lapsed' as const, shippedAt: null },
    ]
    expect(entries.map(hasParcel)).toEqual([true, true, false, false])
    expect(parcelProgress(entries)).toEqual({ shipped: 1, total: 2 })
    expect(parcelProgress([])).toEqual({ shipped: 0, total: 0 })
  })

  it('reads a parcel as staff record it: the carrier from the list and a tracking number of the carriers’ shape, trimmed', () => {
    expect(parseParcelForm({ entryId: ENTRY, carrier: 'ups', trackingNumber: ' 1Z 999 AA1 ' })).toMatchObject({ ok: true, data: { entryId: ENTRY, shipment: { carrier: 'ups', trackingNumber: '1Z 999 AA1' } } })
    expect(parseParcelForm({ entryId: ENTRY, carrier: '', trackingNumber: '' })).toMatchObject({
      ok: false,
      errors: { carrier: 'Please choose the carrier it ships with.', trackingNumber: 'Please enter the tracking number.' },
    })
    expect(parseParcelForm({ entryId: ENTRY, carrier: 'dhl', trackingNumber: '1Z/99' })).toMatchObject({
      ok: false,
      errors: { carrier: 'Please choose the carrier it ships with.', trackingNumber: 'A tracking number is 4 to 40 letters, digits, spaces or hyphens.' },
      values: { carrier: 'dhl', trackingNumber: '1Z/99' },
    })
    expect(parseParcelForm({ entryId: 'not-an-entry', carrier: 'ups', trackingNumber: '1Z 999 AA1' })).toMatchObject({ ok: false, errors: { entryId: 'This player could not be identified. Reload the page.' } })
  })

  it('reads an address staff correct, tidied, or says what is wrong with it by field, keeping what was typed', () => {
    expect(parseAddressCorrectionForm({ entryId: ENTRY, ...home })).toMatchObject({ ok: true, data: { entryId: ENTRY, delivery: { fullName: 'Pat Morrison', postalCode: 'M5V 2T6', country: 'CA' } } })
    expect(parseAddressCorrectionForm({ entryId: ENTRY, ...home, 'delivery.line1': '' })).toMatchObject({
      ok: false,
      errors: { 'delivery.line1': 'Street address is required' },
      values: { 'delivery.city': 'Toronto' },
    })
  })
})
