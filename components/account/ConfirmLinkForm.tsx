'use client'

import { FormAlert } from '@/components/ui/FormField'
import { primaryButtonClass } from '@/components/ui/form-classes'
import type { EmailLinkField, SignedIn } from '@/lib/account/forms'
import type { FormAction } from '@/lib/forms/form-state'
import { BrowserDataFields, fillBrowserData, useSignInAction } from './useSignInAction'

type Props = {
  action: FormAction<EmailLinkField, SignedIn>
  tokenHash: string
  type: string
  next: string
  label: string
}

/**
 * The page an e-mail link opens asks for one press before the link's one-time token is used: a
 * mail scanner that follows links uses nothing up, and no page of another site can sign a visitor
 * in by sending them to the link (the token goes only in this form's POST). The press signs the
 * visitor in, so this browser's cart and saved teams go to the account as on sign-in.
 */
export function ConfirmLinkForm({ action, tokenHash, type, next, label }: Props) {
  const [state, submit, pending] = useSignInAction(action)
  const message = state.status === 'rejected' ? (state.message ?? Object.values(state.errors)[0]) : null
  const done = state.status === 'done'
  return (
    <form action={submit} onSubmit={fillBrowserData} className="space-y-5">
      {message && <FormAlert tone="error">{message}</FormAlert>}
      {done && <FormAlert tone="success">You are signed in. One moment…</FormAlert>}
      <input type="hidden" name="tokenHash" value={tokenHash} />
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="next" value={next} />
      <BrowserDataFields />
      <button type="submit" disabled={pending || done} className={`${primaryButtonClass} w-full`}>
        {pending ? 'Opening…' : label}
      </button>
    </form>
  )
}
