import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ReactElement } from 'react'

vi.mock('next/server', () => ({ connection: async () => undefined }))
const { LocalLakeStudio } = await import('./LocalLakeStudio')
const { Studio } = await import('./Studio')
const { StudioNotConfigured } = await import('./StudioNotConfigured')

describe('/studio without a hosted project', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('opens the Studio on the local content lake this server works with, at its run-time port', async () => {
    vi.stubEnv('CONTENT_LAKE_DIR', '.data/content-lake-test')
    vi.stubEnv('CONTENT_LAKE_PORT', '54999')
    const element = (await LocalLakeStudio()) as ReactElement<{ lakeUrl?: string }>
    expect(element.type).toBe(Studio)
    expect(element.props.lakeUrl).toBe('https://127.0.0.1:54999')
  })

  it('explains how to get a Studio when there is no lake either (a deployment on the bundled content)', async () => {
    vi.stubEnv('CONTENT_LAKE_DIR', '')
    const element = (await LocalLakeStudio()) as ReactElement
    expect(element.type).toBe(StudioNotConfigured)
    const html = renderToStaticMarkup(element)
    expect(html).toContain('Content Studio is not connected')
    expect(html).toContain('npm run serve')
    expect(html).toContain('NEXT_PUBLIC_SANITY_PROJECT_ID')
  })
})
