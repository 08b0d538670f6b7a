import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { keepGoodContent, lastGoodContent } from './last-good'

let dist: string
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'last-good-'))
  vi.stubEnv('NEXT_DIST_DIR', dist)
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  rmSync(dist, { recursive: true, force: true })
})

it('answers a query with the content it last read, by query and parameters, and nothing for one never read', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  await keepGoodContent('*[_type == "product" && slug.current == $slug][0]', { slug: 'socks' }, { name: 'Performance Socks' })
  await keepGoodContent('*[_type == "product" && slug.current == $slug][0]', { slug: 'socks' }, { name: 'Socks, renamed' })
  await keepGoodContent('*[_type == "product" && slug.current == $slug][0]', { slug: 'team-bags' }, null)

  expect(await lastGoodContent('*[_type == "product" && slug.current == $slug][0]', { slug: 'socks' }, 'down')).toEqual({ name: 'Socks, renamed' })
  expect(await lastGoodContent('*[_type == "product" && slug.current == $slug][0]', { slug: 'team-bags' }, 'down')).toBeNull()
  expect(await lastGoodContent('*[_type == "faq"]', {}, 'down')).toBeUndefined()
  // Said once, not for every page made while the backend is out.
  expect(warn).toHaveBeenCalledTimes(1)
  expect(warn.mock.calls[0]?.[0]).toContain('the content backend failed (down)')
  // No half-written file is left beside the kept ones.
  expect(readdirSync(path.join(dist, 'last-good-content')).filter((name) => name.endsWith('.tmp'))).toEqual([])
})

it('keeps the same query read by several pages at once without a failure', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  await Promise.all(['a', 'b', 'c', 'd'].map((name) => keepGoodContent('*[_type == "faq"]', {}, [{ name }])))
  expect(warn).not.toHaveBeenCalled()
  expect(['a', 'b', 'c', 'd']).toContainEqual((await lastGoodContent('*[_type == "faq"]', {}, 'down') as [{ name: string }])[0].name)
})

it('never fails the read it follows when the content cannot be kept', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  // The build folder is a file here: nothing can be written under it.
  writeFileSync(path.join(dist, 'a-file'), '')
  vi.stubEnv('NEXT_DIST_DIR', path.join(dist, 'a-file'))
  await expect(keepGoodContent('*[_type == "faq"]', {}, [])).resolves.toBeUndefined()
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not keep the content last read'))
})
