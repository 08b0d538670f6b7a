import { kindAndIdOf } from '@/lib/format/uuid'
import { WIZARD_KINDS, type WizardKind } from '@/lib/wizard/draft'

/** One quote request or express order, as links and payments name it (`?kind=…&id=…`). */
export type RequestRef = { kind: WizardKind; id: string }

/** The request a query names, or null when it names none (another kind, an id that is no uuid, a repeated parameter). */
export const requestRefOf = (kind: unknown, id: unknown): RequestRef | null => kindAndIdOf(WIZARD_KINDS, kind, id)
