import { createHash } from 'node:crypto'

/**
 * Client addresses for the journeys. The site believes no address a client writes in a header: it
 * reads its connection's (lib/security/client-address.mts). So a journey names the address it wants
 * in this header, and the tests' proxy in front of the site (client-address-proxy.mts) connects to
 * the site from it, removing the header: the site sees a socket from that address, as it would see
 * a visitor's.
 */
export const TEST_ADDRESS_HEADER = 'x-test-client-address'

/** Loopback addresses: every address of 127.0.0.0/8 is this machine, and any can be a connection's source. */
export const LOOPBACK = /^127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/

/** An address of its own for `seed` (a test, a visitor), never in 127.0.0.0/16, where everything that names none comes from. */
export function loopbackAddress(seed: string): string {
  const digest = createHash('sha256').update(seed).digest()
  return `127.${1 + (digest[0]! % 254)}.${digest[1]}.${1 + (digest[2]! % 254)}`
}

/** The headers that make a journey's requests come from `address`. */
export const fromAddress = (address: string) => ({ [TEST_ADDRESS_HEADER]: address })
