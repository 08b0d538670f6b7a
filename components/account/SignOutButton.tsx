'use client'

import { useActionState } from 'react'
import { useCart } from '@/components/cart/CartProvider'
import { FormAlert, secondaryButtonClass } from '@/components/ui/FormField'
import { IDLE, type FormAction } from '@/lib/forms/form-state'

type Props = { action: FormAction<never> }

/**
 * Signs out; on success the action sends the visitor home (its promise then rejects with that
 * redirect). Either way the header's cart, mounted once for the whole storefront, is read anew.
 */
export function SignOutButton({ action }: Props) {
  const { refresh } = useCart()
  const signOut: FormAction<never> = async (previous, form) => {
    try {
      return await action(previous, form)
    } finally {
      void refresh()
    }
  }
  const [state, submit, pending] = useActionState(signOut, IDLE)
  return (
    <form action={submit} className="space-y-3">
      {state.status === 'rejected' && <FormAlert tone="error">{state.message}</FormAlert>}
      <button type="submit" disabled={pending} className={`${secondaryButtonClass} w-full`}>
        {pending ? 'Signing out…' : 'Sign out'}
      </button>
    </form>
  )
}
