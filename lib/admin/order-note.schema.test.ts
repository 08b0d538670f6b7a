import { describe, expect, it } from 'vitest'
import { parseOrderNoteForm } from './order-note.schema'

const form = { kind: 'order', id: '6f1c8a52-3c1d-4d3e-9a51-0b8f3d0c56a7', note: '  Print the crest larger  ', audience: 'staff' }

describe('the order note form', () => {
  it('reads a trimmed note, internal for staff only and not for the customer', () => {
    expect(parseOrderNoteForm(form)).toMatchObject({ ok: true, data: { kind: 'order', note: 'Print the crest larger', internal: true } })
    expect(parseOrderNoteForm({ ...form, audience: 'customer' })).toMatchObject({ ok: true, data: { internal: false } })
  })

  it('asks for a note and who it is for, keeping what was typed, and refuses one over 2,000 characters', () => {
    expect(parseOrderNoteForm({ ...form, note: '   ' })).toMatchObject({ ok: false, errors: { note: 'Please write the note.' } })
    expect(parseOrderNoteForm({ ...form, audience: '' })).toMatchObject({ ok: false, errors: { audience: 'Please say who the note is for.' }, values: { note: '  Print the crest larger  ' } })
    expect(parseOrderNoteForm({ ...form, note: 'x'.repeat(2001) })).toMatchObject({ ok: false, errors: { note: 'Please keep the note under 2,000 characters.' } })
    expect(parseOrderNoteForm({ ...form, kind: 'enquiry' }).ok).toBe(false)
  })
})
