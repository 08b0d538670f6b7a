'use client'

import { useActionState } from 'react'
import { FormAlert, primaryButtonClass } from '@/components/ui/FormField'
import type { EmailLinkField } from '@/lib/account/forms'
import { IDLE, type FormAction } from '@/lib/forms/form-state'

type Props = {
  action: FormAction<EmailLinkField>
  tokenHash: string
  type: string
  next: string
  label: string
}

/**
 * The page an e-mail link opens asks for one press before the link's one-time token is used: a
 * mail scanner that follows links uses nothing up, and no page of another site can sign a visitor
 * in by sending them to the link (the token goes only in this form's POST).
 */
export function ConfirmLinkForm({ action, tokenHash, type, next, label }: Props) {
  const [state, submit, pending] = useActionState(action, IDLE)
  const message = state.status === 'rejected' ? (state.message ?? Object.values(state.errors)[0]) : null
  return (
    <form action={submit} className="space-y-5">
      {message && <FormAlert tone="error">{message}</FormAlert>}
      <input type="hidden" name="tokenHash" value={tokenHash} />
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="next" value={next} />
      <button type="submit" disabled={pending} className={`${primaryButtonClass} w-full`}>
        {pending ? 'Opening…' : label}
      </button>
    </form>
  )
}
