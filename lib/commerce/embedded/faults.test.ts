import { describe, expect, it } from 'vitest'
import { faultInjector, FAULTS_PATH } from './faults.mjs'

const KEY = 'sb_secret_test-key-of-this-backend'
const control = (injector: ReturnType<typeof faultInjector>, method: string, body?: unknown, key = KEY) =>
  injector.control(new Request(`http://127.0.0.1${FAULTS_PATH}`, { method, headers: { apikey: key }, body: body === undefined ? undefined : JSON.stringify(body) }))
const call = (body: string) => new Request('http://127.0.0.1/rest/v1/rpc/place_order', { method: 'POST', body })

describe('faultInjector', () => {
  it('fails the matching calls as many times as asked, refusing before the work or losing the answer after it', async () => {
    const injector = faultInjector(KEY)
    let served = 0
    const serve = async () => {
      served += 1
      return Response.json({ ok: true })
    }
    expect((await control(injector, 'PUT', { path: '/rest/v1/rpc/place_order', bodyIncludes: 'user-aaaa-1', kind: 'refuse', times: 1 })).status).toBe(204)
    expect((await control(injector, 'PUT', { path: '/rest/v1/rpc/place_order', bodyIncludes: 'user-bbbb-2', kind: 'lose-answer', times: 2 })).status).toBe(204)

    expect((await injector.apply(call('{"p_user_id":"user-cccc-3"}'), serve)).status).toBe(200)
    expect(served).toBe(1)
    expect((await injector.apply(call('{"p_user_id":"user-aaaa-1"}'), serve)).status).toBe(503)
    expect(served).toBe(1)
    expect((await injector.apply(call('{"p_user_id":"user-aaaa-1"}'), serve)).status).toBe(200)
    for (const expected of [503, 503, 200]) expect((await injector.apply(call('{"p_user_id":"user-bbbb-2"}'), serve)).status).toBe(expected)
    expect(served).toBe(5)
  })

  it('takes faults only with the secret key, well formed, and clears them', async () => {
    const injector = faultInjector(KEY)
    const fault = { path: '/rest/v1/rpc/place_order', bodyIncludes: 'user-aaaa-1', kind: 'refuse', times: 3 }
    expect((await control(injector, 'PUT', fault, 'sb_secret_another-key-of-same-size!')).status).toBe(403)
    expect((await control(injector, 'PUT', { ...fault, times: 0 })).status).toBe(400)
    expect((await control(injector, 'PUT', { ...fault, extra: 1 })).status).toBe(400)
    expect((await control(injector, 'PUT', { ...fault, path: '/auth/v1/token' })).status).toBe(400)
    expect((await control(injector, 'PUT', fault)).status).toBe(204)
    expect((await control(injector, 'DELETE')).status).toBe(204)
    expect((await injector.apply(call('user-aaaa-1'), async () => Response.json({ ok: true }))).status).toBe(200)
  })
})
