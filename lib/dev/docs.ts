import type { DevDocLibrary } from './libraries'

/** One documented export: what it does and how it is used. */
export type DevDocsApiEntry = { description: string; examples: string[] }

/** A library's documentation as `extract-docs` writes it and the docs route serves it. */
export type DevDocs = {
  library: string
  version: string
  narrative: string
  /** How many exports the package has; `api` holds the most useful of them. */
  exportCount: number
  api: Record<string, DevDocsApiEntry>
}

export type DocsState =
  | { status: 'idle' }
  | { status: 'loading'; library: DevDocLibrary }
  | { status: 'loaded'; library: DevDocLibrary; docs: DevDocs }
  | { status: 'error'; library: DevDocLibrary; message: string }

export type DocsEvent =
  | { type: 'select'; library: DevDocLibrary }
  | { type: 'loaded'; library: DevDocLibrary; docs: DevDocs }
  | { type: 'failed'; library: DevDocLibrary; message: string }

export const initialDocsState: DocsState = { status: 'idle' }

/**
 * Picking a library starts loading it; an answer only counts for the library still being loaded,
 * so a slow response for an earlier pick cannot overwrite a later one.
 */
export function docsReducer(state: DocsState, event: DocsEvent): DocsState {
  if (event.type === 'select') return { status: 'loading', library: event.library }
  if (state.status !== 'loading' || state.library.slug !== event.library.slug) return state
  return event.type === 'loaded'
    ? { status: 'loaded', library: event.library, docs: event.docs }
    : { status: 'error', library: event.library, message: event.message }
}

/** The error the spec names for a failed load: missing docs get a hint, anything else a generic line. */
export function docsErrorMessage(library: DevDocLibrary, httpStatus: number | null): string {
  return httpStatus === 404
    ? `Documentation not found for ${library.name}. Run the extract-docs command first.`
    : 'Failed to load documentation'
}
