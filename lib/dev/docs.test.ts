import { describe, expect, it } from 'vitest'
import { docsErrorMessage, docsReducer, initialDocsState, type DevDocs } from './docs'
import { DEV_DOC_LIBRARIES, devDocsUrl, findDevDocLibrary } from './libraries'

const [next, react] = DEV_DOC_LIBRARIES
const docs: DevDocs = { library: 'next', version: '1.0.0', narrative: 'Text', exportCount: 1, api: {} }

describe('the developer docs library list', () => {
  it('has the six entries of the spec, with unique path-safe slugs', () => {
    expect(DEV_DOC_LIBRARIES).toHaveLength(6)
    const slugs = DEV_DOC_LIBRARIES.map((library) => library.slug)
    expect(new Set(slugs).size).toBe(6)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9-]+$/)
  })

  it('finds a library only by an exact slug', () => {
    expect(findDevDocLibrary('sanity-client')?.name).toBe('@sanity/client')
    for (const slug of ['@sanity/client', '../next', 'next.json', 'NEXT', '', 'constructor']) expect(findDevDocLibrary(slug)).toBeNull()
  })

  it('builds the docs address from the slug', () => {
    expect(devDocsUrl(findDevDocLibrary('sanity-client')!)).toBe('/admin/dev-tools/docs/sanity-client')
  })
})

describe('docsReducer', () => {
  it('goes idle → loading → loaded', () => {
    const loading = docsReducer(initialDocsState, { type: 'select', library: next! })
    expect(loading).toEqual({ status: 'loading', library: next })
    expect(docsReducer(loading, { type: 'loaded', library: next!, docs })).toEqual({ status: 'loaded', library: next, docs })
  })

  it('goes loading → error with the message', () => {
    const loading = docsReducer(initialDocsState, { type: 'select', library: next! })
    expect(docsReducer(loading, { type: 'failed', library: next!, message: 'Failed to load documentation' })).toEqual({
      status: 'error',
      library: next,
      message: 'Failed to load documentation',
    })
  })

  it('ignores an answer for a library that is no longer being loaded', () => {
    const loadingReact = docsReducer(docsReducer(initialDocsState, { type: 'select', library: next! }), { type: 'select', library: react! })
    expect(docsReducer(loadingReact, { type: 'loaded', library: next!, docs })).toBe(loadingReact)
    expect(docsReducer(initialDocsState, { type: 'failed', library: next!, message: 'x' })).toBe(initialDocsState)
  })

  it('starts loading again when a library is picked after an error or a load', () => {
    const errored = { status: 'error', library: next!, message: 'x' } as const
    expect(docsReducer(errored, { type: 'select', library: next! })).toEqual({ status: 'loading', library: next })
  })
})

describe('docsErrorMessage', () => {
  it('names the library and the command when the docs do not exist', () => {
    expect(docsErrorMessage(findDevDocLibrary('sanity-client')!, 404)).toBe('Documentation not found for @sanity/client. Run the extract-docs command first.')
  })

  it('is generic for any other failure', () => {
    expect(docsErrorMessage(next!, 500)).toBe('Failed to load documentation')
    expect(docsErrorMessage(next!, null)).toBe('Failed to load documentation')
  })
})
