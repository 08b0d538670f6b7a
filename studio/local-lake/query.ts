import { evaluate, parse } from 'groq-js'
import { applyPerspective, type Perspective } from '../../lib/content/embedded/dataset'
import type { LakeDocument } from './documents'
import { badRequest } from './errors'

/**
 * Which documents a query sees: `raw` all of them, drafts included; `published` no drafts;
 * `drafts` each draft in place of its published document. A list (a release stack) is read as
 * `drafts` when it names drafts: the lake keeps no releases.
 */

export function perspectiveOf(value: unknown): Perspective {
  if (value === undefined || value === null || value === '') return 'published'
  const names = Array.isArray(value) ? value : String(value).split(',')
  if (names.length === 1 && (names[0] === 'raw' || names[0] === 'published' || names[0] === 'drafts')) return names[0]
  if (names.includes('drafts')) return 'drafts'
  if (names.every((name) => typeof name === 'string' && name !== '')) return 'published'
  throw badRequest(`Unknown perspective: ${JSON.stringify(value)}`)
}

const visibleIn = (documents: LakeDocument[], perspective: Perspective): LakeDocument[] => applyPerspective(documents, perspective) as LakeDocument[]

function parsed(query: string, params: Record<string, unknown>) {
  try {
    return parse(query, { params })
  } catch (error) {
    throw badRequest(`The query could not be parsed: ${(error as Error).message}`, { query })
  }
}

/** Runs a GROQ query with Sanity's own engine over the documents `perspective` shows. */
export async function runQuery(documents: LakeDocument[], query: string, params: Record<string, unknown>, perspective: Perspective, identity?: string): Promise<unknown> {
  const tree = parsed(query, params)
  try {
    return await (await evaluate(tree, { dataset: visibleIn(documents, perspective), params, identity })).get()
  } catch (error) {
    throw badRequest(`The query could not be run: ${(error as Error).message}`, { query })
  }
}

/**
 * Whether a listener's query (a filter such as `*[_type == "product"]`) matches one document:
 * the query run over that document alone.
 */
export async function matches(query: string, params: Record<string, unknown>, document: LakeDocument | null): Promise<boolean> {
  if (!document) return false
  const result = await (await evaluate(parsed(query, params), { dataset: [document], params })).get()
  return Array.isArray(result) ? result.length > 0 : result !== null && result !== undefined
}

/** A query's `$name` parameters as the HTTP API takes them in a URL: each value is JSON. */
export function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(value)
    } catch {
      throw badRequest(`Parameter ${key} is not valid JSON`)
    }
  }
  return params
}

/** The ids of the documents a query such as `*[_type == "x" && …]` returns, over `documents` as they are (raw). */
export async function idsMatching(query: string, params: Record<string, unknown>, documents: LakeDocument[]): Promise<string[]> {
  const result = await runQuery(documents, query, params, 'raw')
  if (!Array.isArray(result)) throw badRequest('A mutation by query needs a query that returns documents', { query })
  return result.map((document) => (document as { _id?: unknown })?._id).filter((id): id is string => typeof id === 'string')
}
