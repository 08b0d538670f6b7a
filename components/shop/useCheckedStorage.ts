'use client'

import { useCallback, useState } from 'react'
import useSWR from 'swr'
import { fetchWithBrowserCopy, readStorage, writeStorage } from '@/lib/browser-storage'
import { SERVICE_UNAVAILABLE } from '@/lib/errors/catalogue'

type Snapshot = { signedIn: boolean; error: string | null }

type Options<S extends Snapshot, C> = {
  /** SWR key, shared by every component that shows the same list. */
  key: string
  /** Route that reads the list: the account's, or the browser's copy checked by the server. */
  url: string
  field: string
  storageKey: string
  /** The text to keep in the browser for a signed-out visitor (null removes it). */
  toStorage: (snapshot: S) => string | null
  /** Server action applying one change. */
  apply: (change: C, browserCopy: string | null) => Promise<S>
}

/**
 * A list the server keeps for signed-in shoppers and the browser keeps for everyone else (the
 * cart, saved teams). The server checks and prices the browser's copy; the browser only stores
 * what comes back, so nothing in the page needs the schemas.
 */
export function useCheckedStorage<S extends Snapshot, C>({ key, url, field, storageKey, toStorage, apply }: Options<S, C>) {
  const remember = useCallback(
    (snapshot: S) => {
      if (!snapshot.signedIn && !snapshot.error) writeStorage(storageKey, toStorage(snapshot))
    },
    [storageKey, toStorage],
  )
  // Read afresh whenever a component mounts (after signing in or out the list is someone else's),
  // even moments after the last read: SWR would otherwise reuse it for two seconds. A read is kept
  // in the browser only once SWR accepts it: one sent before a change and answered after it is
  // discarded, where storing it put back the list from before the change (an item added while the
  // page's first read was on its way was lost).
  const { data, mutate } = useSWR(key, () => fetchWithBrowserCopy<S>(url, field, storageKey), { dedupingInterval: 0, onSuccess: remember })
  const [busy, setBusy] = useState(false)

  // What a change came to: the server's message when it refused it, null once it is applied.
  const change = useCallback(
    async (next: C): Promise<{ error: string | null }> => {
      setBusy(true)
      try {
        const snapshot = await apply(next, readStorage(storageKey))
        // Stored, then marked as a change in SWR, with nothing awaited between: a read answered
        // after this is discarded, one answered before it was stored before this.
        remember(snapshot)
        await mutate(snapshot, { revalidate: false })
        return { error: snapshot.error }
      } catch {
        // The action's request failed or its answer never came (offline, a balancer's 502): the
        // change may or may not have been made, so the list is read again to show which.
        void mutate()
        return { error: SERVICE_UNAVAILABLE }
      } finally {
        setBusy(false)
      }
    },
    [apply, mutate, remember, storageKey],
  )
  const refresh = useCallback(async () => {
    await mutate()
  }, [mutate])

  return { data, busy, change, refresh }
}
