import { describe, expect, it } from 'vitest'
import { parseStatusChangeForm } from './status-change.schema'

const form = { kind: 'express', id: '6f1c8a52-3c1d-4d3e-9a51-0b8f3d0c56a7', from: 'received', to: 'in_design', note: '  Logo received  ', override: '' }

describe('the status change form', () => {
  it('reads the order, the new status, the trimmed note and the override box', () => {
    expect(parseStatusChangeForm(form)).toMatchObject({ ok: true, data: { ...form, note: 'Logo received', override: false } })
    expect(parseStatusChangeForm({ ...form, override: 'on' })).toMatchObject({ ok: true, data: { override: true } })
  })

  it('asks for a status when none was chosen, keeping the note', () => {
    expect(parseStatusChangeForm({ ...form, to: '' })).toMatchObject({ ok: false, errors: { to: 'Please choose the new status.' }, values: { note: '  Logo received  ' } })
  })

  it('refuses an unknown order, status or kind, and a note over 2,000 characters', () => {
    expect(parseStatusChangeForm({ ...form, id: 'x' })).toMatchObject({ ok: false, errors: { id: 'This order could not be identified. Reload the page.' } })
    expect(parseStatusChangeForm({ ...form, kind: 'enquiry' }).ok).toBe(false)
    expect(parseStatusChangeForm({ ...form, from: '' }).ok).toBe(false)
    expect(parseStatusChangeForm({ ...form, to: 'lost' }).ok).toBe(false)
    expect(parseStatusChangeForm({ ...form, note: 'x'.repeat(2001) })).toMatchObject({ ok: false, errors: { note: 'Please keep the note under 2,000 characters.' } })
    expect(parseStatusChangeForm({ ...form, override: 'yes' }).ok).toBe(false)
  })

  it('ships with the carrier and the tracking number, each asked for when missing, and ignores them for any other move', () => {
    const shipping = { ...form, from: 'in_production', to: 'shipped' }
    expect(parseStatusChangeForm({ ...shipping, carrier: 'purolator', trackingNumber: ' 329 0123 4567 ' })).toMatchObject({
      ok: true,
      data: { to: 'shipped', shipment: { carrier: 'purolator', trackingNumber: '329 0123 4567' } },
    })
    expect(parseStatusChangeForm(shipping)).toMatchObject({
      ok: false,
      errors: { carrier: 'Please choose the carrier it ships with.', trackingNumber: 'Please enter the tracking number.' },
      values: { note: '  Logo received  ' },
    })
    expect(parseStatusChangeForm({ ...shipping, carrier: 'ups', trackingNumber: '<b>1Z</b>' })).toMatchObject({
      ok: false,
      errors: { trackingNumber: 'A tracking number is 4 to 40 letters, digits, spaces or hyphens.' },
    })
    expect(parseStatusChangeForm({ ...shipping, carrier: 'pigeon', trackingNumber: '1Z999' })).toMatchObject({ ok: false, errors: { carrier: 'Please choose the carrier from the list.' } })
    expect(parseStatusChangeForm({ ...form, carrier: 'ups', trackingNumber: '1Z999' })).toMatchObject({ ok: true, data: { to: 'in_design', shipment: null } })
  })
})
