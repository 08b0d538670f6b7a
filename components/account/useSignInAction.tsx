'use client'

import { useActionState, type FormEvent } from 'react'
import { useRouter } from 'next/navigation'
import { useCart } from '@/components/cart/CartProvider'
import { FormAlert } from '@/components/ui/FormField'
import type { SignedIn } from '@/lib/account/forms'
import { STORAGE_KEYS, readStorage, writeStorage } from '@/lib/browser-storage'
import { CHECK_THE_FIELDS, IDLE, errorSummary, type FormAction, type Rejected } from '@/lib/forms/form-state'

const HANDOVER = { browserCart: STORAGE_KEYS.cart, browserTeams: STORAGE_KEYS.savedTeams } as const

/** Empty fields the forms that sign a visitor in carry; `fillBrowserData` fills them as the form is sent. */
export function BrowserDataFields() {
  return (
    <>
      {Object.keys(HANDOVER).map((name) => (
        <input key={name} type="hidden" name={name} />
      ))}
    </>
  )
}

/**
 * onSubmit of those forms: copies the signed-out cart and saved teams from this browser's storage
 * into the hidden fields, so the server can add them to the account once signed in. React builds
 * the action's FormData after onSubmit has run.
 */
export function fillBrowserData(event: FormEvent<HTMLFormElement>) {
  for (const [name, key] of Object.entries(HANDOVER)) {
    const field = event.currentTarget.elements.namedItem(name)
    if (field instanceof HTMLInputElement) field.value = readStorage(key) ?? ''
  }
}

/**
 * useActionState for the forms that sign a visitor in (sign-in, an e-mail link). Once the server
 * says signed in, the browser's copies are dropped (the account holds them now), the cart badge
 * reads the account's cart and the visitor goes on to `next`. This runs as soon as the action
 * answers, before the re-rendered page can navigate anywhere itself.
 */
export function useSignInAction<F extends string>(action: FormAction<F, SignedIn>) {
  const { refresh } = useCart()
  const router = useRouter()
  const handOver: FormAction<F, SignedIn> = async (previous, form) => {
    const result = await action(previous, form)
    if (result.status === 'done') {
      for (const key of Object.values(HANDOVER)) writeStorage(key, null)
      void refresh()
      router.replace(result.next)
      router.refresh()
    }
    return result
  }
  return useActionState(handOver, IDLE)
}

type SignInFormProps<F extends string> = {
  submit: (form: FormData) => void
  /** Where to go once signed in (already checked to be a path on this site). */
  next: string
  invalid: Rejected<F> | null
  /** The form's fields in page order, for the error summary's links. */
  fields: readonly F[]
  /** Said once the server has answered: signed in, while the next page loads. */
  doneMessage: React.ReactNode
  children: React.ReactNode
}

/**
 * The frame of the sign-in form: where to go next, this browser's cart and
 * saved teams handed over, the refusal with its summary, or the signed-in notice.
 */
export function SignInFormFrame<F extends string>({ submit, next, invalid, fields, doneMessage, children }: SignInFormProps<F>) {
  return (
    // Remounting after a refusal brings back what was typed; passwords always start empty.
    <form key={invalid ? JSON.stringify(invalid.values) : 'new'} action={submit} onSubmit={fillBrowserData} noValidate className="space-y-5">
      <input type="hidden" name="next" value={next} />
      <BrowserDataFields />
      {invalid && (
        <FormAlert tone="error" fieldErrors={errorSummary(invalid.errors, fields)}>
          {invalid.message ?? CHECK_THE_FIELDS}
        </FormAlert>
      )}
      {doneMessage && <FormAlert tone="success">{doneMessage}</FormAlert>}
      {children}
    </form>
  )
}
