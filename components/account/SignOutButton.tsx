'use client'

import { useActionState } from 'react'
import { FormAlert, secondaryButtonClass } from '@/components/ui/FormField'
import type { SignOutState } from './form-state'

type Props = { action: () => Promise<SignOutState> }

/**
 * Signs out; on success the action sends the visitor home, where the header's cart is read anew
 * (the shop pages and the public pages have layouts of their own, so its provider starts afresh).
 */
export function SignOutButton({ action }: Props) {
  const [state, submit, pending] = useActionState(action, { status: 'idle' })
  return (
    <form action={submit} className="space-y-3">
      {state.status === 'failed' && <FormAlert tone="error">{state.message}</FormAlert>}
      <button type="submit" disabled={pending} className={`${secondaryButtonClass} w-full`}>
        {pending ? 'Signing out…' : 'Sign out'}
      </button>
    </form>
  )
}
