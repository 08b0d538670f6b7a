import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { describe, expect, it } from 'vitest'
import { API_BUT_PRIVATE_FILES, PRIVATE_FILE_ROUTES } from './private-file-routes.mjs'

describe('API_BUT_PRIVATE_FILES, as Next matches a header rule’s source', () => {
  const matches = getPathMatch(API_BUT_PRIVATE_FILES)

  it('covers the API', () => {
    for (const path of ['/api/reorder', '/api/revalidate', '/api/reorder/logo/more', '/api/reorder/logos']) expect(matches(path), path).not.toBe(false)
  })

  it('leaves out the private files served under it', () => {
    for (const path of PRIVATE_FILE_ROUTES.filter((route) => route.startsWith('/api/'))) expect(matches(path), path).toBe(false)
  })
})
