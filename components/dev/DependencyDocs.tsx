'use client'

import { useReducer } from 'react'
import { docsErrorMessage, docsReducer, initialDocsState, type DevDocs, type DocsState } from '@/lib/dev/docs'
import { DEV_DOC_LIBRARIES, devDocsUrl, type DevDocLibrary } from '@/lib/dev/libraries'

/** Pick one of the six libraries and read its generated documentation. */
export function DependencyDocs() {
  const [state, dispatch] = useReducer(docsReducer, initialDocsState)
  const selected = state.status === 'idle' ? null : state.library

  async function load(library: DevDocLibrary) {
    dispatch({ type: 'select', library })
    try {
      const response = await fetch(devDocsUrl(library), { cache: 'no-store' })
      if (!response.ok) {
        dispatch({ type: 'failed', library, message: docsErrorMessage(library, response.status) })
        return
      }
      // The route validated the file against the DevDocs schema before sending it.
      dispatch({ type: 'loaded', library, docs: (await response.json()) as DevDocs })
    } catch {
      dispatch({ type: 'failed', library, message: docsErrorMessage(library, null) })
    }
  }

  return (
    <div className="space-y-6">
      <div role="group" aria-labelledby="library-picker-label">
        <p id="library-picker-label" className="text-sm font-semibold text-navy-900">
          Library
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {DEV_DOC_LIBRARIES.map((library) => (
            <button
              key={library.slug}
              type="button"
              aria-pressed={selected?.slug === library.slug}
              onClick={() => load(library)}
              className="rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-navy-900 hover:border-sky-600 aria-pressed:border-navy-800 aria-pressed:bg-navy-800 aria-pressed:text-white"
            >
              {library.name}
            </button>
          ))}
        </div>
      </div>
      <DocsView state={state} />
    </div>
  )
}

function DocsView({ state }: { state: DocsState }) {
  if (state.status === 'error') {
    return (
      <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">Error</p>
        <p className="mt-1 text-sm">{state.message}</p>
      </div>
    )
  }
  return (
    <div aria-live="polite" aria-busy={state.status === 'loading'}>
      {state.status === 'idle' && <p className="text-slate-600">Choose a library to read its documentation.</p>}
      {state.status === 'loading' && (
        <p className="flex items-center gap-2 text-slate-600">
          <span aria-hidden="true" className="size-4 rounded-full border-2 border-slate-300 border-t-sky-600 motion-safe:animate-spin" />
          Loading documentation for {state.library.name}…
        </p>
      )}
      {state.status === 'loaded' && <LoadedDocs docs={state.docs} />}
    </div>
  )
}

function LoadedDocs({ docs }: { docs: DevDocs }) {
  const entries = Object.entries(docs.api)
  return (
    <article aria-labelledby="docs-title">
      <h2 id="docs-title" className="font-display text-2xl font-bold tracking-wide text-navy-900">
        {docs.library} <span className="font-sans text-base font-normal text-slate-600">v{docs.version}</span>
      </h2>
      <div className="mt-3 max-w-3xl space-y-3 text-slate-700">
        {docs.narrative.split('\n\n').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h3 className="font-display mt-8 text-xl font-semibold tracking-wide text-navy-900 uppercase">API</h3>
      <p className="mt-1 text-sm text-slate-600">
        {entries.length} of {docs.exportCount} exports; those this project imports come first.
      </p>
      <dl className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        {entries.map(([name, entry]) => (
          <div key={name} className="py-4">
            <dt className="font-mono text-sm font-semibold break-all text-navy-900">{name}</dt>
            <dd className="mt-1 space-y-2 text-sm text-slate-700">
              <p>{entry.description || 'No description in the type declarations.'}</p>
              {entry.examples.map((example) => (
                <pre key={example} className="rounded-md bg-navy-950 p-3 text-xs break-words whitespace-pre-wrap text-ice-50">
                  <code>{example}</code>
                </pre>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </article>
  )
}
