/**
 * The libraries the developer tools document: six the shop really depends on. `slug` names the
 * docs file and the route segment, so a scoped name like `@sanity/client` never becomes a path.
 */
export const DEV_DOC_LIBRARIES = [
  { name: 'next', slug: 'next' },
  { name: 'react', slug: 'react' },
  { name: 'sanity', slug: 'sanity' },
  { name: '@sanity/client', slug: 'sanity-client' },
  { name: 'zod', slug: 'zod' },
  { name: 'swr', slug: 'swr' },
] as const

export type DevDocLibrary = (typeof DEV_DOC_LIBRARIES)[number]

/** The library for a route segment, or null: the only gate between a request and the docs folder. */
export function findDevDocLibrary(slug: string): DevDocLibrary | null {
  return DEV_DOC_LIBRARIES.find((library) => library.slug === slug) ?? null
}

/** Where the browser fetches a library's docs (app/(dev)/admin/dev-tools/docs/[library]/route.ts). */
export const devDocsUrl = (library: DevDocLibrary) => `/admin/dev-tools/docs/${library.slug}`
