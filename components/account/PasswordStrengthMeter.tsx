'use client'

import { useEffect, useState } from 'react'
import type { PasswordStrength } from '@/lib/account/password-strength'

type Props = {
  /** The new password as typed so far. */
  password: string
  /** What else the form holds that a password should not be made of (the address, the names). */
  related: string[]
  minLength: number
}

const LABELS = ['Very easy to guess', 'Easy to guess', 'Still easy to guess', 'Hard to guess', 'Very hard to guess'] as const

/**
 * How guessable the new password is, as it is typed: the same estimator the server refuses weak
 * passwords with (lib/account/password-strength), loaded only once typing starts (its word lists
 * are large), so no other page carries it.
 */
export function PasswordStrengthMeter({ password, related, minLength }: Props) {
  const [strength, setStrength] = useState<PasswordStrength | null>(null)
  const relatedKey = related.join('\n')

  useEffect(() => {
    if (password.length < minLength) return
    let current = true
    const timer = setTimeout(async () => {
      const { passwordStrength } = await import('@/lib/account/password-strength')
      if (current) setStrength(passwordStrength(password, relatedKey.split('\n')))
    }, 150)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [password, relatedKey, minLength])

  const shown = password.length >= minLength ? strength : null
  return (
    <div aria-live="polite" className="mt-2 min-h-5 text-sm">
      {shown && (
        <>
          <div className="flex gap-1" aria-hidden>
            {[1, 2, 3, 4].map((step) => (
              <span
                key={step}
                className={`h-1.5 flex-1 rounded-full ${step <= shown.score ? (shown.acceptable ? 'bg-emerald-600' : 'bg-amber-500') : 'bg-slate-200'}`}
              />
            ))}
          </div>
          <p className={`mt-1 font-medium ${shown.acceptable ? 'text-emerald-800' : 'text-amber-800'}`}>
            {LABELS[shown.score]}
            {shown.acceptable ? '.' : `: ${shown.warning ?? 'add another uncommon word or two.'}`}
          </p>
        </>
      )}
    </div>
  )
}
