import { createHash, randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { describeOnEachTarget, expectRefused, serviceRows, untyped } from '@/tests/support/commerce-backend'

/** A key as the site makes it: a sha256 hex digest (the table refuses anything else). */
const newKey = () => createHash('sha256').update(randomUUID()).digest('hex')

/**
 * public.hit_rate_limit and its table: counted exactly under concurrency, shared by every caller of
 * the service role, and out of reach of visitors and customers, who could otherwise reset their limits.
 */
describeOnEachTarget('Rate limits', (backend) => {
  const hit = (key: string, limit: number, cost = 1, windowSeconds = 60) =>
    backend().service.rpc('hit_rate_limit', { p_key: key, p_limit: limit, p_window_seconds: windowSeconds, p_cost: cost })

  it('allows hits up to the limit, then says how long to wait', async () => {
    const key = newKey()
    for (let count = 1; count <= 3; count++) expect((await hit(key, 3)).data).toBe(0)
    const { data } = await hit(key, 3)
    expect(data).toBeGreaterThan(0)
    expect(data).toBeLessThanOrEqual(60)
  })

  it('counts every one of many concurrent hits exactly once', async () => {
    const key = newKey()
    const answers = await Promise.all(Array.from({ length: 30 }, () => hit(key, 20)))
    expect(answers.map(({ error }) => error)).toEqual(Array(30).fill(null))
    expect(answers.filter(({ data }) => data === 0)).toHaveLength(20)
    const [row] = await serviceRows(backend(), 'rate_limits', 'key', key)
    expect(row?.hits).toBe(30)
  })

  it('asks without counting when the cost is 0, and refuses once the failures reach the limit', async () => {
    const key = newKey()
    expect((await hit(key, 2, 0)).data).toBe(0)
    await hit(key, 2)
    expect((await hit(key, 2, 0)).data).toBe(0)
    await hit(key, 2)
    expect((await hit(key, 2, 0)).data).toBeGreaterThan(0)
    expect((await serviceRows(backend(), 'rate_limits', 'key', key))[0]?.hits).toBe(2)
  })

  it('starts a new window once the old one has passed', async () => {
    const key = newKey()
    await hit(key, 1, 1, 1)
    expect((await hit(key, 1, 1, 1)).data).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await hit(key, 1, 1, 1)).data).toBe(0)
  })

  it('stores only digests: a key in the clear (an address, an e-mail) is refused', async () => {
    const { error } = await hit('customer@example.com', 5)
    expect(error).not.toBeNull()
  })

  it('keeps visitors and customers away from the limits and their counts', async () => {
    const { anon, a } = backend()
    const key = newKey()
    await hit(key, 5)
    for (const client of [anon, a.client]) {
      expectRefused(await client.rpc('hit_rate_limit', { p_key: newKey(), p_limit: 1000, p_window_seconds: 60, p_cost: 0 }))
      const { data } = await untyped(client).from('rate_limits').select('*')
      expect(data ?? []).toEqual([])
      const reset = await untyped(client).from('rate_limits').delete().eq('key', key).select()
      expect(reset.data ?? []).toEqual([])
      expectRefused(await untyped(client).from('rate_limits').insert({ key: newKey(), window_start: new Date().toISOString(), hits: 0 }))
    }
    expect((await serviceRows(backend(), 'rate_limits', 'key', key))[0]?.hits).toBe(1)
  })
})

/**
 * public.remember_sign_in and public.known_sign_in: where accounts signed in before, kept as
 * digests, and out of reach of visitors, customers and staff, who could otherwise make any browser
 * "known" to any account and slip past its limit.
 */
describeOnEachTarget('Places accounts signed in from', (backend) => {
  it('remembers a sign-in under its keys, answers for any of them, and nothing for others', async () => {
    const [home, browser] = [newKey(), newKey()]
    const known = async (keys: string[]) => (await backend().service.rpc('known_sign_in', { p_keys: keys })).data
    expect(await known([home, browser])).toBe(false)
    expect((await backend().service.rpc('remember_sign_in', { p_keys: [home, browser] })).error).toBeNull()
    expect(await known([browser])).toBe(true)
    expect(await known([newKey(), home])).toBe(true)
    expect(await known([newKey()])).toBe(false)
    // Again: the keys are refreshed, not doubled.
    expect((await backend().service.rpc('remember_sign_in', { p_keys: [home] })).error).toBeNull()
    expect(await serviceRows(backend(), 'known_sign_ins', 'key', home)).toHaveLength(1)
    // Only digests, and a handful at a time.
    expect((await backend().service.rpc('remember_sign_in', { p_keys: ['customer@example.com'] })).error).not.toBeNull()
    expect((await backend().service.rpc('remember_sign_in', { p_keys: Array.from({ length: 5 }, newKey) })).error).not.toBeNull()
  })

  it('keeps visitors, customers and staff away from them', async () => {
    const key = newKey()
    await backend().service.rpc('remember_sign_in', { p_keys: [key] })
    const staff = await backend().signUpWithRole('staff')
    for (const client of [backend().anon, backend().a.client, backend().b.client, staff.client]) {
      expectRefused(await client.rpc('remember_sign_in', { p_keys: [newKey()] }))
      expectRefused(await client.rpc('known_sign_in', { p_keys: [key] }))
      expect((await untyped(client).from('known_sign_ins').select('*')).data ?? []).toEqual([])
      expect((await untyped(client).from('known_sign_ins').update({ last_seen: new Date().toISOString() }).eq('key', key).select()).data ?? []).toEqual([])
      expectRefused(await untyped(client).from('known_sign_ins').insert({ key: newKey() }))
    }
  })
})
