import { describe, expect, it } from 'vitest'
import { carrierLabel, CARRIERS, shipmentOf, TRACKING_NUMBER, trackingUrl } from './shipping'

describe('trackingUrl', () => {
  it('links each common carrier to its own tracking page for the number, spaces taken out', () => {
    expect(trackingUrl({ carrier: 'ups', trackingNumber: '1Z 999 AA1 01 2345 6784' })).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784')
    expect(trackingUrl({ carrier: 'canada_post', trackingNumber: '1234567890123456' })).toBe(
      'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=1234567890123456',
    )
    expect(trackingUrl({ carrier: 'usps', trackingNumber: '9400-1000' })).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400-1000')
  })

  it('has no link for another carrier, nor for one it does not know', () => {
    expect(trackingUrl({ carrier: 'other', trackingNumber: 'ABC123' })).toBeNull()
    expect(trackingUrl({ carrier: 'pigeon', trackingNumber: 'ABC123' })).toBeNull()
  })

  it('offers Canada Post, UPS, FedEx, Purolator and USPS, each tracked on https', () => {
    expect(CARRIERS.filter((carrier) => carrier.track).map((carrier) => carrier.label)).toEqual(['Canada Post', 'UPS', 'FedEx', 'Purolator', 'USPS'])
    for (const carrier of CARRIERS) if (carrier.track) expect(new URL(carrier.track).protocol).toBe('https:')
    expect(carrierLabel('fedex')).toBe('FedEx')
  })
})

describe('TRACKING_NUMBER', () => {
  it.each(['1Z999AA10123456784', '7489 1234 5678', 'LX-123-CA'])('takes %s', (number) => expect(TRACKING_NUMBER.pattern.test(number)).toBe(true))
  it.each(['abc', '<script>', 'x'.repeat(41), '12/34'])('refuses %s', (number) => expect(TRACKING_NUMBER.pattern.test(number)).toBe(false))
})

describe('shipmentOf', () => {
  it('reads the one embedded shipment, as an array or an object, and null before shipping', () => {
    const row = { carrier: 'ups', tracking_number: '1Z1', created_at: '2026-12-01T10:00:00Z' }
    expect(shipmentOf([row])).toEqual({ carrier: 'ups', trackingNumber: '1Z1', shippedAt: '2026-12-01T10:00:00Z' })
    expect(shipmentOf(row)).toEqual(shipmentOf([row]))
    expect(shipmentOf([])).toBeNull()
    expect(shipmentOf(null)).toBeNull()
  })
})
