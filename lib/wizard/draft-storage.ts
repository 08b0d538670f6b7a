// Where each wizard keeps its draft in the browser: one entry per wizard and product, so a team
// ordering jerseys and socks keeps both; a new product's draft starts with the team and roster of
// the draft last touched, which is how "changing the product in the address" carries the order over.
import type { WizardKind } from './draft'

const PREFIX = 'hockey-kit-shop:wizard:v1'

export const draftKey = (kind: WizardKind, productSlug: string) => `${PREFIX}:${kind}:${productSlug}`

/** What is stored: the draft and when it was saved, to find the draft last touched. */
type StoredDraft = { savedAt: number; draft: unknown }

export function storedDraftText(draft: unknown, savedAt: number): string {
  return JSON.stringify({ savedAt, draft } satisfies StoredDraft)
}

/** The stored draft's content, or undefined when the text is not one (corrupt, or an older format). */
export function draftFromText(text: string): unknown {
  try {
    const stored = JSON.parse(text) as Partial<StoredDraft> | null
    return typeof stored === 'object' && stored !== null && typeof stored.savedAt === 'number' ? stored.draft : undefined
  } catch {
    return undefined
  }
}

/** The key of this wizard's most recently saved draft for another product, if any. */
export function latestOtherDraftKey(storage: Pick<Storage, 'length' | 'key' | 'getItem'>, kind: WizardKind, productSlug: string): string | null {
  const own = draftKey(kind, productSlug)
  const prefix = `${PREFIX}:${kind}:`
  let latest: { key: string; savedAt: number } | null = null
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)
    if (!key || key === own || !key.startsWith(prefix)) continue
    try {
      const savedAt = (JSON.parse(storage.getItem(key) ?? 'null') as Partial<StoredDraft> | null)?.savedAt
      if (typeof savedAt === 'number' && (!latest || savedAt > latest.savedAt)) latest = { key, savedAt }
    } catch {
      // A corrupt entry is simply not a candidate.
    }
  }
  return latest?.key ?? null
}
