import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { proxy } from '@/proxy'
import { BACK_OFFICE_REFUSED } from '@/lib/security/back-office-refusal.mjs'

/** What the proxy tells Next to set on the request it passes on (NextResponse.next({ request })). */
const passedOn = (response: Response, header: string) => response.headers.get(`x-middleware-request-${header}`)

describe('the proxy at the back office', () => {
  // It rewrote to an absolute URL, which Next turns from 127.0.0.1 into localhost: with the server
  // started on 127.0.0.1 the URL was not its own, and Next fetched the 404 page from it over HTTP.
  it('hands a visitor’s request on marked as refused, for next.config’s rewrite to answer (back-office.spec proves the 404), never rewritten to an absolute URL', async () => {
    const response = await proxy(new NextRequest('http://127.0.0.1:3000/admin/orders/quote/x'))
    expect(response.headers.get('x-middleware-rewrite')).toBeNull()
    expect(response.headers.get('x-middleware-next')).toBe('1')
    expect(passedOn(response, BACK_OFFICE_REFUSED)).toBe('1')
  })

  it('drops the refusal’s header a visitor sends themselves', async () => {
    const response = await proxy(new NextRequest('http://127.0.0.1:3000/account', { headers: { [BACK_OFFICE_REFUSED]: '1' } }))
    expect(passedOn(response, BACK_OFFICE_REFUSED)).toBeNull()
    expect(response.headers.get('x-middleware-override-headers')?.split(',')).not.toContain(BACK_OFFICE_REFUSED)
  })
})
