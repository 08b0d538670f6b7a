import { describe, expect, it } from 'vitest'
import { fileNotFound, fileResponse } from './file-response'

describe('fileResponse', () => {
  it('serves a private file to be saved, never sniffed, run or cached', async () => {
    const response = fileResponse({ body: 'a,b\n', contentType: 'text/csv; charset=utf-8', filename: 'roster-Q-1.csv' })
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="roster-Q-1.csv"',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    })
    expect(await response.text()).toBe('a,b\n')
  })

  it('shows a picture inline when asked, and lets an SVG keep its styles', () => {
    expect(fileResponse({ body: '', contentType: 'image/png', filename: 'mockup-1.png' }, { inline: true }).headers.get('content-disposition')).toBe('inline; filename="mockup-1.png"')
    expect(fileResponse({ body: '', contentType: 'image/svg+xml', filename: 'logo.svg' }, { styles: true }).headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
  })

  it('answers the plain 404 when there is no file for the asker', async () => {
    const response = fileResponse(null, { styles: true })
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('Not found')
  })
})

describe('fileNotFound', () => {
  it('answers a plain 404 that says nothing of why', async () => {
    const response = fileNotFound()
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('Not found')
  })
})
