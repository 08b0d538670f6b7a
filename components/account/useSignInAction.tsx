'use client'

import { useActionState, type FormEvent } from 'react'
import { useRouter } from 'next/navigation'
import { useCart } from '@/components/cart/CartProvider'
import { STORAGE_KEYS, readStorage, writeStorage } from '@/lib/browser-storage'
import type { SignedIn } from './form-state'

const isSignedIn = (state: { status: string }): state is SignedIn => state.status === 'signed-in'

const HANDOVER = { browserCart: STORAGE_KEYS.cart, browserTeams: STORAGE_KEYS.savedTeams } as const

/** Empty fields the sign-in and registration forms carry; `fillBrowserData` fills them as the form is sent. */
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
 * useActionState for sign-in and registration. Once the server says signed in, the browser's
 * copies are dropped (the account holds them now), the cart badge reads the account's cart and
 * the visitor goes on to `next`. This runs as soon as the action answers, before the re-rendered
 * page can navigate anywhere itself.
 */
export function useSignInAction<S extends { status: string }>(action: (previous: S, form: FormData) => Promise<S>, initial: S) {
  const { refresh } = useCart()
  const router = useRouter()
  const handOver = async (previous: S, form: FormData): Promise<S> => {
    const result = await action(previous, form)
    if (isSignedIn(result)) {
      for (const key of Object.values(HANDOVER)) writeStorage(key, null)
      void refresh()
      router.replace(result.next)
      router.refresh()
    }
    return result
  }
  // The states are plain objects, never promises: Awaited<S> is S.
  return useActionState(handOver, initial as Awaited<S>)
}
