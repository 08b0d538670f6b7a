import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { plainTextOf } from './plain-text'

describe('plainTextOf', () => {
  it('reads the sign-up template as paragraphs, with its link whole and working', () => {
    const html = readFileSync('supabase/templates/confirmation.html', 'utf8')
      .replaceAll('{{ .SiteURL }}', 'https://shop.example')
      .replaceAll('{{ .TokenHash }}', 'pkce_abc123')
    expect(plainTextOf(html)).toBe(
      [
        'Confirm your e-mail address',
        'Welcome to NorthLine Hockey. To finish creating your account, confirm that this address is yours:',
        'Confirm my e-mail: https://shop.example/auth/confirm?token_hash=pkce_abc123&type=signup&next=/account',
        'If you did not create an account, you can ignore this e-mail: without this step no account is opened.',
      ].join('\n\n'),
    )
  })

  it('reads entities and drops any other markup', () => {
    expect(plainTextOf('<p>Fish &amp; <b>chips</b> &lt;3</p><p>Line<br>break</p>')).toBe('Fish & chips <3\n\nLine\n\nbreak')
  })
})
