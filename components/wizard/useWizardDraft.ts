'use client'

import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { readStorage, writeStorage } from '@/lib/browser-storage'
import { REORDER_PARAM, routes } from '@/lib/routes'
import { draftFromPast, newDraft, type ExpressDraft, type QuoteDraft, type ReorderSource, type WizardKind } from '@/lib/wizard/draft'
import { draftFromText, draftKey, latestOtherDraftKey, storedDraftText } from '@/lib/wizard/draft-storage'
import type { ChosenLogo } from './LogoPicker'

// IndexedDB's logo store loads when a logo is kept or looked for, not with the wizard's first scripts.
const logoStore = () => import('./logo-store')

type DraftOf<K extends WizardKind> = K extends 'quote' ? QuoteDraft : ExpressDraft

/** What the team is told about the draft on arrival. */
export type DraftNotice = 'restored' | 'carried-over' | 'corrupt' | 'reordered' | 'reorder-unavailable' | null

/**
 * The past request an "Order again" link from the account names, taken out of the address so a
 * reload keeps the draft made from it instead of starting it again.
 */
function takeReorderId(): string | null {
  const url = new URL(window.location.href)
  const id = url.searchParams.get(REORDER_PARAM)
  if (id) {
    url.searchParams.delete(REORDER_PARAM)
    window.history.replaceState(window.history.state, '', url)
  }
  return id
}

/** That request, read from the server with the customer's session: null when it cannot be (not theirs, gone, signed out, or no answer). */
async function pastRequest(kind: WizardKind, id: string): Promise<ReorderSource | null> {
  try {
    const response = await fetch(routes.reorderSource(kind, id), { cache: 'no-store' })
    if (!response.ok) return null
    const [answer, { parseReorderSource }] = await Promise.all([response.json(), import('@/lib/wizard/draft.schema')])
    return parseReorderSource(answer)
  } catch {
    return null
  }
}

/** That request's logo as a file, for the new order to send again: null when it has none, or it cannot be read (the team may choose it again). */
async function pastLogo(kind: WizardKind, id: string, past: ReorderSource): Promise<File | null> {
  if (!past.hasLogo) return null
  try {
    const response = await fetch(routes.reorderLogo(kind, id), { cache: 'no-store' })
    if (!response.ok) return null
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `logo-${past.reference}`
    const blob = await response.blob()
    return new File([blob], name, { type: blob.type })
  } catch {
    return null
  }
}

const freshDraft = <K extends WizardKind>(kind: K, productSlug: string) => newDraft(kind as 'quote', productSlug, crypto.randomUUID()) as DraftOf<K>

/** The stored draft under a key, checked by its schema (loaded only here, to keep it off other pages): undefined when none, null when unreadable. */
async function readDraft<K extends WizardKind>(kind: K, key: string): Promise<DraftOf<K> | null | undefined> {
  const text = readStorage(key)
  if (text === null) return undefined
  const { parseStoredDraft } = await import('@/lib/wizard/draft.schema')
  return parseStoredDraft(kind as 'quote', draftFromText(text)) as DraftOf<K> | null
}

/**
 * A wizard's draft and its logo, kept in the browser per wizard and product so a reload, a closed
 * tab or a product change loses nothing. `draft` is null until storage has been read (the first render on
 * the server and in the browser are the same).
 */
export function useWizardDraft<K extends WizardKind>(kind: K, productSlug: string) {
  const [draft, setDraftState] = useState<DraftOf<K> | null>(null)
  const [notice, setNotice] = useState<DraftNotice>(null)
  const [logo, setLogoState] = useState<ChosenLogo | null>(null)
  // Whether the browser is keeping the draft: false when its storage is full or blocked.
  const [draftKept, setDraftKept] = useState(true)
  const logoWrites = useRef(0)
  const key = draftKey(kind, productSlug)
  // Saving is off after a submit so the last render does not store the finished order again.
  const saving = useRef(true)
  // The reference of the past order this draft started from, for the notice.
  const [reorderedFrom, setReorderedFrom] = useState<string | null>(null)
  // Taken from the address once: React may run the loading effect twice (strict mode in development).
  const reorderId = useRef<string | null | undefined>(undefined)

  useEffect(() => {
    let cancelled = false
    saving.current = true
    void (async () => {
      reorderId.current ??= takeReorderId()
      // Asked at once, used only for an order started afresh: a signed-in customer's name and e-mail.
      const contact = import('./account-contact').then(({ accountContact }) => accountContact(), () => null)
      const [own, past] = await Promise.all([readDraft(kind, key), reorderId.current ? pastRequest(kind, reorderId.current) : undefined])
      let next: DraftOf<K>
      let told: DraftNotice = null
      if (past) {
        // The team asked to order again: this replaces whatever draft was there, as a new order.
        next = draftFromPast(freshDraft(kind, productSlug), past)
        told = 'reordered'
      } else if (own) {
        next = { ...own, productSlug }
        told = 'restored'
      } else {
        next = freshDraft(kind, productSlug)
        if (own === null) told = 'corrupt'
        const otherKey = latestOtherDraftKey(window.localStorage, kind, productSlug)
        const other = otherKey ? await readDraft(kind, otherKey) : undefined
        if (other && own === undefined) {
          next = { ...next, teamInfo: other.teamInfo, players: other.players }
          told = 'carried-over'
        } else {
          next = { ...next, teamInfo: { ...next.teamInfo, ...(await contact) } }
        }
      }
      if (past === null) told = 'reorder-unavailable'
      // A reorder is a new order with the past one's logo (or none): the logo kept with the draft it replaces is not its own.
      const reused = past && reorderId.current ? await pastLogo(kind, reorderId.current, past) : null
      const kept = past ? await (await logoStore()).keepLogo(key, reused) : true
      const file = past ? reused : own ? await (await logoStore()).keptLogo(key) : null
      // As a transition: a draft on a later step shows once that step's code has loaded, in one move,
      // instead of the step's loading line first.
      if (!cancelled)
        startTransition(() => {
          setDraftState(next)
          setNotice(told)
          setReorderedFrom(past?.reference ?? null)
          setLogoState(file ? { file, previewUrl: URL.createObjectURL(file), kept: kept ? 'kept' : 'page-only' } : null)
        })
    })()
    return () => {
      cancelled = true
    }
  }, [kind, key, productSlug])

  // Kept in the same task that shows the change: what the team sees on screen is already saved when a reload or a closed tab can come.
  useLayoutEffect(() => {
    if (draft && saving.current) setDraftKept(writeStorage(key, storedDraftText(draft, Date.now())))
  }, [draft, key])

  // A logo's preview address holds the file in memory until the logo is replaced or the wizard closes.
  useEffect(() => () => {
    if (logo) URL.revokeObjectURL(logo.previewUrl)
  }, [logo])

  /** Chooses (or removes) the draft's logo, kept beside the draft so a reload keeps it too. */
  const setLogo = useCallback(
    (chosen: ChosenLogo | null) => {
      const write = ++logoWrites.current
      setLogoState(chosen && { ...chosen, kept: 'saving' })
      void logoStore()
        .then(({ keepLogo }) => keepLogo(key, chosen?.file ?? null))
        .then((kept) => {
          // Only the latest choice's answer counts: an earlier, slower write must not mark a newer logo.
          if (write !== logoWrites.current) return
          setLogoState((current) => (current && current.file === chosen?.file ? { ...current, kept: kept ? 'kept' : 'page-only' } : current))
        })
    },
    [key],
  )

  const setDraft = useCallback((update: (current: DraftOf<K>) => DraftOf<K>) => {
    setDraftState((current) => (current ? update(current) : current))
  }, [])

  /** Drops the draft and starts again with a new one (a new idempotency key: a new order). */
  const startOver = useCallback(() => {
    writeStorage(key, null)
    setLogo(null)
    setDraftState(freshDraft(kind, productSlug))
    setNotice(null)
  }, [kind, key, productSlug, setLogo])

  /** After a successful submit: the draft is gone for good. */
  const finish = useCallback(() => {
    saving.current = false
    writeStorage(key, null)
    void logoStore().then(({ keepLogo }) => keepLogo(key, null))
  }, [key])

  return { draft, setDraft, draftKept, logo, setLogo, notice, reorderedFrom, dismissNotice: () => setNotice(null), startOver, finish }
}
