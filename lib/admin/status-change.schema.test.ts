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
})
