import { describe, expect, it } from 'vitest'
import { clientAddress, normalizeAddress, trustFromEnv, UNKNOWN_ADDRESS } from './client-address.mts'

const request = (socket: string | null, headers: Record<string, string> = {}) => ({ socket, header: (name: string) => headers[name] })
// What a client reaching the server directly sends to pass for someone else.
const forged = { 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8' }

describe('clientAddress', () => {
  it('with no trusted setting, is the socket whatever the client sends', () => {
    expect(clientAddress(request('198.51.100.4', forged), null)).toBe('198.51.100.4')
    expect(clientAddress(request('::ffff:198.51.100.4'), null)).toBe('198.51.100.4')
  })

  it('without a socket and no trusted header, is the one unknown address for everyone', () => {
    expect(clientAddress(request(null, forged), null)).toBe(UNKNOWN_ADDRESS)
    expect(clientAddress(request(null, forged), { hops: 1 })).toBe(UNKNOWN_ADDRESS)
  })

  it('with a trusted header, is that header (the entry its proxy appended, if it appends), with or without a socket', () => {
    const trust = { header: 'x-real-ip' }
    expect(clientAddress(request('10.0.0.2', { ...forged, 'x-real-ip': '192.0.2.10' }), trust)).toBe('192.0.2.10')
    expect(clientAddress(request(null, { 'x-real-ip': '203.0.113.8, 192.0.2.10' }), trust)).toBe('192.0.2.10')
    // The proxy sent none: nobody is believed instead of it.
    expect(clientAddress(request('10.0.0.2', { 'x-forwarded-for': '203.0.113.7' }), trust)).toBe(UNKNOWN_ADDRESS)
    expect(clientAddress(request('10.0.0.2', { 'x-real-ip': 'not an address' }), trust)).toBe(UNKNOWN_ADDRESS)
  })

  it('with a hop count, is the address the outermost trusted proxy saw, whatever the client put before it', () => {
    // client (forged 203.0.113.7) → proxy A, which appends 192.0.2.10 → proxy B (10.0.0.3), which appends 10.0.0.3 → the socket is B
    const headers = { 'x-forwarded-for': '203.0.113.7, 192.0.2.10' }
    expect(clientAddress(request('10.0.0.3', headers), { hops: 1 })).toBe('192.0.2.10')
    expect(clientAddress(request('10.0.0.3', { 'x-forwarded-for': '203.0.113.7, 192.0.2.10, 10.0.0.2' }), { hops: 2 })).toBe('192.0.2.10')
    // Fewer entries than hops: the first there is, here the socket itself.
    expect(clientAddress(request('10.0.0.3'), { hops: 1 })).toBe('10.0.0.3')
  })
})

describe('normalizeAddress', () => {
  it('drops ports, brackets and zones, and counts an IPv6 address by its /64', () => {
    expect(normalizeAddress(' 192.0.2.1:8080 ')).toBe('192.0.2.1')
    expect(normalizeAddress('[2001:db8:1:2::5]:443')).toBe('2001:db8:1:2::/64')
    expect(normalizeAddress('2001:DB8:1:2:ffff:1:2:3')).toBe('2001:db8:1:2::/64')
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(normalizeAddress('unknown')).toBe(UNKNOWN_ADDRESS)
    expect(normalizeAddress(undefined)).toBe(UNKNOWN_ADDRESS)
  })
})

describe('trustFromEnv', () => {
  it('reads one setting, and refuses what cannot be meant', () => {
    expect(trustFromEnv({})).toBeNull()
    expect(trustFromEnv({ TRUSTED_IP_HEADER: '', TRUSTED_PROXY_HOPS: '' })).toBeNull()
    expect(trustFromEnv({ TRUSTED_IP_HEADER: ' X-Real-IP ' })).toEqual({ header: 'x-real-ip' })
    expect(trustFromEnv({ TRUSTED_PROXY_HOPS: '2' })).toEqual({ hops: 2 })
    expect(() => trustFromEnv({ TRUSTED_IP_HEADER: 'x-real-ip', TRUSTED_PROXY_HOPS: '1' })).toThrow(/not both/)
    expect(() => trustFromEnv({ TRUSTED_PROXY_HOPS: 'one' })).toThrow(/whole number from 1 to 10/)
    expect(() => trustFromEnv({ TRUSTED_PROXY_HOPS: '0' })).toThrow(/whole number from 1 to 10/)
    expect(() => trustFromEnv({ TRUSTED_IP_HEADER: 'x-northline-client-address' })).toThrow(/own/)
    expect(() => trustFromEnv({ TRUSTED_IP_HEADER: 'bad header' })).toThrow(/header name/)
  })
})
