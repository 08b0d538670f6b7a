import { applyPatch, checkId, expectRevision, stamp, type DocumentInput, type PatchInput, type Working } from './documents'
import { badRequest, conflict, notFound } from './errors'

/**
 * Sanity's document actions (https://www.sanity.io/docs/http-actions), as the Studio sends them
 * to `data/actions`: the draft/published pair is worked as one, so a publish is one transaction.
 */
export type ActionInput =
  | { actionType: 'sanity.action.document.create'; publishedId: string; attributes: DocumentInput; ifExists?: 'fail' | 'ignore' }
  | { actionType: 'sanity.action.document.edit'; draftId: string; publishedId: string; patch: PatchInput }
  | { actionType: 'sanity.action.document.replaceDraft'; publishedId: string; attributes: DocumentInput }
  | { actionType: 'sanity.action.document.publish'; draftId: string; publishedId: string; ifDraftRevisionId?: string; ifPublishedRevisionId?: string }
  | { actionType: 'sanity.action.document.unpublish'; draftId: string; publishedId: string }
  | { actionType: 'sanity.action.document.discard'; draftId: string; purge?: boolean }
  | { actionType: 'sanity.action.document.version.discard'; versionId: string; purge?: boolean }
  | { actionType: 'sanity.action.document.delete'; publishedId: string; includeDrafts?: string[]; purge?: boolean }

const DRAFTS = 'drafts.'

/** The draft id that belongs to `publishedId`, checked: the lake keeps no other pairing. */
function pair(draftId: unknown, publishedId: unknown): { draftId: string; publishedId: string } {
  const published = checkId(publishedId, 'Published ID')
  if (published.startsWith(DRAFTS)) throw badRequest(`"${published}" is a draft ID, not a published one`)
  if (draftId !== `${DRAFTS}${published}`) throw badRequest(`"${String(draftId)}" is not the draft of "${published}"`)
  return { draftId: draftId as string, publishedId: published }
}

/** Applies one action to the working documents as transaction `rev`. */
export function applyAction(working: Working, action: ActionInput, rev: string, now: string): void {
  switch (action?.actionType) {
    case 'sanity.action.document.create': {
      const id = checkId(action.attributes?._id, 'Draft ID')
      const publishedId = checkId(action.publishedId, 'Published ID')
      if (id !== publishedId && id !== `${DRAFTS}${publishedId}`) throw badRequest(`"${id}" is neither "${publishedId}" nor its draft`)
      const existing = working.get(id)
      if (existing) {
        if (action.ifExists === 'ignore') return
        throw conflict(`Document by ID "${id}" already exists`, { id })
      }
      working.set(id, stamp(action.attributes, id, rev, now, null))
      return
    }
    case 'sanity.action.document.edit': {
      const { draftId, publishedId } = pair(action.draftId, action.publishedId)
      // A first edit of a published document starts its draft from what is published.
      const base = working.get(draftId) ?? working.get(publishedId)
      if (!base) throw notFound(`Cannot edit "${publishedId}": neither it nor its draft exists`)
      const draft = working.get(draftId) ?? { ...base, _id: draftId }
      working.set(draftId, stamp(applyPatch(draft, { ...action.patch, id: draftId }, draftId), draftId, rev, now, working.get(draftId)))
      return
    }
    case 'sanity.action.document.replaceDraft': {
      const publishedId = checkId(action.publishedId, 'Published ID')
      const draftId = `${DRAFTS}${publishedId}`
      working.set(draftId, stamp({ ...action.attributes, _id: draftId }, draftId, rev, now, working.get(draftId)))
      return
    }
    case 'sanity.action.document.publish': {
      const { draftId, publishedId } = pair(action.draftId, action.publishedId)
      const draft = working.get(draftId)
      if (!draft) throw conflict(`Cannot publish "${publishedId}": it has no draft`, { id: draftId })
      const published = working.get(publishedId)
      expectRevision(draft, action.ifDraftRevisionId, draftId)
      expectRevision(published, action.ifPublishedRevisionId, publishedId)
      working.set(publishedId, stamp({ ...draft, _id: publishedId }, publishedId, rev, now, published))
      working.set(draftId, null)
      return
    }
    case 'sanity.action.document.unpublish': {
      const { draftId, publishedId } = pair(action.draftId, action.publishedId)
      const published = working.get(publishedId)
      if (!published) throw conflict(`Cannot unpublish "${publishedId}": it is not published`, { id: publishedId })
      // What was live stays as the draft, unless a draft already holds newer changes.
      if (!working.get(draftId)) working.set(draftId, stamp({ ...published, _id: draftId }, draftId, rev, now, null))
      working.set(publishedId, null)
      return
    }
    // The Studio discards a draft as a version ("drafts." is the draft version of a document).
    case 'sanity.action.document.version.discard':
    case 'sanity.action.document.discard': {
      const draftId = checkId('versionId' in action ? action.versionId : action.draftId, 'Draft ID')
      if (!draftId.startsWith(DRAFTS)) throw badRequest(`"${draftId}" is not a draft ID`)
      if (!working.get(draftId)) throw conflict(`Cannot discard "${draftId}": there is no such draft`, { id: draftId })
      working.set(draftId, null)
      return
    }
    case 'sanity.action.document.delete': {
      const publishedId = checkId(action.publishedId, 'Published ID')
      const drafts = [`${DRAFTS}${publishedId}`, ...(action.includeDrafts ?? [])]
      for (const id of drafts) working.set(checkId(id, 'Draft ID'), null)
      working.set(publishedId, null)
      return
    }
    default:
      throw badRequest(`Unknown action type "${String((action as { actionType?: unknown })?.actionType)}"`)
  }
}
