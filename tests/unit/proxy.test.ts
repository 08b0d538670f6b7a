import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { proxy } from '@/proxy'
import { PAGE_REFUSED } from '@/lib/security/refused-pages.mjs'

/** What the proxy tells Next to set on the request it passes on (NextResponse.next({ request })). */
const passedOn = (response: Response, header: string) => response.headers.get(`x-middleware-request-${header}`)

describe('the proxy at the back office', () => {
  // It rewrote to an absolute URL, which Next turns from 127.0.0.1 into localhost: with the server
  // started on 127.0.0.1 the URL was not its own, and Next fetched the 404 page from it over HTTP.
  it('hands a visitor’s request on marked as refused, for next.config’s rewrite to answer (back-office.spec proves the 404), never rewritten to an absolute URL', async () => {
    const response = await proxy(new NextRequest('http://127.0.0.1:3000/admin/orders/quote/x'))
    expect(response.headers.get('x-middleware-rewrite')).toBeNull()
    expect(response.headers.get('x-middleware-next')).toBe('1')
    expect(passedOn(response, PAGE_REFUSED)).toBe('1')
  })

  it('drops the refusal’s header a visitor sends themselves', async () => {
    const response = await proxy(new NextRequest('http://127.0.0.1:3000/account', { headers: { [PAGE_REFUSED]: '1' } }))
    expect(passedOn(response, PAGE_REFUSED)).toBeNull()
    expect(response.headers.get('x-middleware-override-headers')?.split(',')).not.toContain(PAGE_REFUSED)
  })
})

describe('the proxy at the developer pages', () => {
  afterEach(() => vi.unstubAllEnvs())
  // As asked for, and spelled with escapes that Next's router decodes to the same page.
  const devPages = ['/image-test', '/admin/dev-tools', '/admin/dev-tools/docs/swr', '/image%2Dtest', '/%69mage-test/', '/admin%2Fdev-tools', '/%61dmin/dev%2dtools']

  it('refuses them, and their client navigations, in a production server started without ENABLE_DEV_PAGES=1', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('ENABLE_DEV_PAGES', '')
    for (const path of devPages) {
      expect(passedOn(await proxy(new NextRequest(`http://127.0.0.1:3000${path}`)), PAGE_REFUSED), path).toBe('1')
      expect(passedOn(await proxy(new NextRequest(`http://127.0.0.1:3000${path}`, { headers: { rsc: '1' } })), PAGE_REFUSED), path).toBe('1')
    }
  })

  it('hands them on when the server was started with ENABLE_DEV_PAGES=1, without building again', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('ENABLE_DEV_PAGES', '1')
    for (const path of devPages) expect(passedOn(await proxy(new NextRequest(`http://127.0.0.1:3000${path}`)), PAGE_REFUSED), path).toBeNull()
  })
})
