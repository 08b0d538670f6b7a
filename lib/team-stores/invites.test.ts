import { describe, expect, it } from 'vitest'
import { INVITE_MESSAGES, inviteList } from './invites'

describe('inviteList', () => {
  it('takes addresses one a line, or separated by commas, semicolons or spaces, each once whatever its case', () => {
    expect(inviteList('ana@example.com\nbea@example.com, cy@example.com; dee@example.com  ANA@example.com')).toEqual({
      emails: ['ana@example.com', 'bea@example.com', 'cy@example.com', 'dee@example.com'],
    })
  })

  it('takes addresses as a mail client copies them, with their names', () => {
    expect(inviteList('Sam Lee <sam@example.com>, "Jo Keeper" <jo@example.com>')).toEqual({ emails: ['sam@example.com', 'jo@example.com'] })
  })

  it('names the first address that is not one', () => {
    expect(inviteList('ana@example.com, samgmail.com, bea@')).toEqual({ problem: INVITE_MESSAGES.invalid('samgmail.com') })
    expect(inviteList('Sam <sam@>')).toEqual({ problem: INVITE_MESSAGES.invalid('sam@') })
  })

  it('asks for an address when there is none, and for fewer than a hundred at once', () => {
    expect(inviteList(' \n, ')).toEqual({ problem: INVITE_MESSAGES.none })
    const many = Array.from({ length: 101 }, (_, i) => `p${i}@example.com`).join('\n')
    expect(inviteList(many)).toEqual({ problem: INVITE_MESSAGES.tooMany })
    expect(inviteList(many.split('\n').slice(1).join('\n'))).toMatchObject({ emails: expect.any(Array) })
  })
})
