import { isUuid } from '@/lib/format/uuid'
import { WIZARD_KINDS, type WizardKind } from '@/lib/wizard/draft'

/** One quote request or express order, as links and payments name it (`?kind=…&id=…`). */
export type RequestRef = { kind: WizardKind; id: string }

/** The request a query names, or null when it names none (another kind, an id that is no uuid, a repeated parameter). */
export function requestRefOf(kind: unknown, id: unknown): RequestRef | null {
  const known = WIZARD_KINDS.find((candidate) => candidate === kind)
  return known && typeof id === 'string' && isUuid(id) ? { kind: known, id } : null
}
