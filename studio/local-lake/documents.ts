import { Mutation } from '@sanity/mutator'
import { badRequest, conflict, notFound } from './errors'

/** A document as the lake keeps it: Sanity's system fields and the editor's content. */
export type LakeDocument = { _id: string; _type: string; _rev: string; _createdAt: string; _updatedAt: string; [field: string]: unknown }

/** A document as a mutation or action gives it: the system fields are the lake's to set. */
export type DocumentInput = { _id?: string; _type?: string; [field: string]: unknown }

/** A patch, as Sanity's mutate API and the `edit` action take it. */
export type PatchInput = { id?: string; ifRevisionID?: string; query?: string; [operation: string]: unknown }

/** One of Sanity's mutations (https://www.sanity.io/docs/http-mutations). */
export type MutationInput =
  | { create: DocumentInput }
  | { createIfNotExists: DocumentInput }
  | { createOrReplace: DocumentInput }
  | { delete: { id: string } | { query: string; params?: Record<string, unknown> } }
  | { patch: PatchInput }

/** The documents a transaction reads and writes: what each id holds now, changed in place. */
export type Working = {
  get(id: string): LakeDocument | null
  set(id: string, document: LakeDocument | null): void
  /** Every document as the transaction has left it so far. */
  all(): LakeDocument[]
}

const ID = /^[a-zA-Z0-9_][a-zA-Z0-9._-]{0,199}$/
const SYSTEM_FIELDS = new Set(['_rev', '_createdAt', '_updatedAt'])

/** Checks an id as the Content Lake does: letters, digits, `.`, `_` and `-`, not starting with `.` or `-`. */
export function checkId(id: unknown, what = 'Document ID'): string {
  if (typeof id !== 'string' || !ID.test(id)) throw badRequest(`${what} "${String(id)}" is not valid: use letters, digits, ".", "_" and "-", up to 200 characters`)
  return id
}

/** The stored form of `input` as written by transaction `rev` at `now`, keeping when it was created. */
export function stamp(input: DocumentInput, id: string, rev: string, now: string, existing: LakeDocument | null): LakeDocument {
  if (typeof input._type !== 'string' || input._type === '') throw badRequest(`Document "${id}" needs a _type`)
  const content = Object.fromEntries(Object.entries(input).filter(([key]) => !SYSTEM_FIELDS.has(key)))
  return { ...content, _id: id, _type: input._type, _rev: rev, _createdAt: existing?._createdAt ?? now, _updatedAt: now }
}

/** Refuses a change made over another revision than the one stored (a stale editor), when one is expected. */
export function expectRevision(document: LakeDocument | null, expected: string | undefined, id: string): void {
  if (expected !== undefined && document?._rev !== expected) {
    throw conflict(`Document "${id}" has unexpected revision ID ("${expected}"), expected "${document?._rev ?? '(none)'}"`, { id })
  }
}

/** Applies a patch with Sanity's own patch engine, after checking `ifRevisionID` against what is stored. */
export function applyPatch(existing: LakeDocument | null, patch: PatchInput, id: string): DocumentInput {
  if (!existing) throw notFound(`Cannot patch document "${id}": it does not exist`)
  expectRevision(existing, patch.ifRevisionID, id)
  // The revision was checked above, and a query was resolved to ids before: the engine gets the operations.
  const operations = Object.fromEntries(Object.entries(patch).filter(([key]) => key !== 'ifRevisionID' && key !== 'query' && key !== 'params'))
  try {
    return new Mutation({ mutations: [{ patch: { ...operations, id } }] }).apply(existing) as DocumentInput
  } catch (error) {
    throw badRequest(`Cannot apply the patch to "${id}": ${(error as Error).message}`)
  }
}

/** Applies one mutation to the working documents as transaction `rev`. */
export function applyMutation(working: Working, mutation: MutationInput, rev: string, now: string): void {
  if ('create' in mutation || 'createIfNotExists' in mutation || 'createOrReplace' in mutation) {
    const [kind, input] = Object.entries(mutation)[0] as ['create' | 'createIfNotExists' | 'createOrReplace', DocumentInput]
    if (!input || typeof input !== 'object') throw badRequest(`${kind} needs a document`)
    const id = checkId(input._id ?? `${crypto.randomUUID()}`)
    const existing = working.get(id)
    if (existing && kind === 'create') throw conflict(`Document by ID "${id}" already exists`, { id })
    if (existing && kind === 'createIfNotExists') return
    working.set(id, stamp(input, id, rev, now, existing))
    return
  }
  if ('delete' in mutation) {
    working.set(checkId((mutation.delete as { id?: unknown })?.id), null)
    return
  }
  if ('patch' in mutation) {
    const patch = mutation.patch
    if (!patch || typeof patch !== 'object') throw badRequest('patch needs an object')
    const id = checkId(patch.id)
    const existing = working.get(id)
    working.set(id, stamp(applyPatch(existing, patch, id), id, rev, now, existing))
    return
  }
  throw badRequest(`Unknown mutation: ${Object.keys(mutation as object).join(', ') || '(empty)'}`)
}
