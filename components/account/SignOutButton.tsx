'use client'

import { useActionState } from 'react'
import { useCart } from '@/components/cart/CartProvider'
import { FormAlert } from '@/components/ui/FormField'
import { secondaryButtonClass } from '@/components/ui/form-classes'
import { IDLE, type FormAction } from '@/lib/forms/form-state'

type Props = {
  action: FormAction<never>
  /** Runs once the action has answered, signed out or not (its promise rejects with the redirect on success). */
  onSettled?: () => void
  className?: string
}

/** Signs out; on success the action sends the visitor home. */
export function SignOutButton({ action, onSettled, className = `${secondaryButtonClass} w-full` }: Props) {
  const signOut: FormAction<never> = async (previous, form) => {
    try {
      return await action(previous, form)
    } finally {
      onSettled?.()
    }
  }
  const [state, submit, pending] = useActionState(signOut, IDLE)
  return (
    <form action={submit} className="space-y-3">
      {state.status === 'rejected' && <FormAlert tone="error">{state.message}</FormAlert>}
      <button type="submit" disabled={pending} className={className}>
        {pending ? 'Signing out…' : 'Sign out'}
      </button>
    </form>
  )
}

/** The account's sign-out: the header's cart, mounted once for the whole storefront, is read anew after it. */
export function AccountSignOutButton({ action }: Pick<Props, 'action'>) {
  const { refresh } = useCart()
  return <SignOutButton action={action} onSettled={() => void refresh()} />
}
