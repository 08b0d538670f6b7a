import { describe, expect, it } from 'vitest'
import { submissionKey } from './submission-key'

const draft = { idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962', paymentType: 'deposit', players: [{ name: 'Keeper', number: '31' }] }

describe('submissionKey', () => {
  it('is a UUID, the same for the same draft and logo', () => {
    const key = submissionKey(draft, null)
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(submissionKey({ ...draft }, null)).toBe(key)
  })

  it('changes with any choice, the logo, or another draft with the same choices', () => {
    const key = submissionKey(draft, null)
    expect(submissionKey({ ...draft, paymentType: 'full' }, null)).not.toBe(key)
    expect(submissionKey(draft, new Uint8Array([1, 2, 3]))).not.toBe(key)
    expect(submissionKey({ ...draft, idempotencyKey: '9b241101-e2bb-4255-8caf-4136c566a962' }, null)).not.toBe(key)
  })
})
