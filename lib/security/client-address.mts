import { isIP } from 'node:net'
import { z } from 'zod'

/**
 * Which address a request comes from, for the per-address rate limits: the connection's own, or
 * what a proxy the operator names says it was. Nothing else a client sends is believed, least of
 * all an X-Forwarded-For it wrote itself. Plain TypeScript that Node runs as it is: the site's server
 * entry (lib/http/server.mts) works the address out from the socket, which Next 16 gives no route
 * handler or server action, and hands it on in a header of its own.
 */

/** The server entry's header: it removes any copy a client sent and writes the address it worked out. */
export const CLIENT_ADDRESS_HEADER = 'x-northline-client-address'

/** What every client shares when no address can be known: safe (nobody escapes a limit by it), never precise. */
export const UNKNOWN_ADDRESS = 'unknown'

/**
 * Who the operator trusts to name the client: the one header their proxy sets (x-real-ip,
 * cf-connecting-ip…), or how many proxies append to X-Forwarded-For; null: nobody, the socket says.
 */
export type Trust = { header: string } | { hops: number } | null

const unset = (value: unknown) => (value === '' ? undefined : value)
const HOPS = 'TRUSTED_PROXY_HOPS must be a whole number from 1 to 10'
const trustSchema = z
  .object({
    TRUSTED_IP_HEADER: z.preprocess(
      unset,
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9!#$%&'*+.^_`|~-]+$/, 'TRUSTED_IP_HEADER must be a header name, such as x-real-ip')
        .refine((name) => name !== CLIENT_ADDRESS_HEADER, `TRUSTED_IP_HEADER cannot be the server's own ${CLIENT_ADDRESS_HEADER}`)
        .optional(),
    ),
    TRUSTED_PROXY_HOPS: z.preprocess(unset, z.coerce.number({ error: HOPS }).int(HOPS).min(1, HOPS).max(10, HOPS).optional()),
  })
  .refine((env) => !(env.TRUSTED_IP_HEADER && env.TRUSTED_PROXY_HOPS), 'Set TRUSTED_IP_HEADER or TRUSTED_PROXY_HOPS, not both')

/** The operator's setting from the environment; throws, saying what is wrong, for one that cannot be meant. */
export function trustFromEnv(env: Record<string, string | undefined> = process.env): Trust {
  const parsed = trustSchema.safeParse(env)
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '))
  const { TRUSTED_IP_HEADER: header, TRUSTED_PROXY_HOPS: hops } = parsed.data
  return header ? { header } : hops ? { hops } : null
}

/** What the server says at start-up of where client addresses come from, and, if from the socket, how to name a proxy. */
export function trustNotice(trust: Trust): string {
  if (trust && 'header' in trust) return `client addresses come from the ${trust.header} header (TRUSTED_IP_HEADER): only the proxy that sets it may reach this server.`
  if (trust) return `client addresses are the entry ${trust.hops} proxies back in X-Forwarded-For (TRUSTED_PROXY_HOPS): only those proxies may reach this server.`
  return 'client addresses are those of the connections. Behind a proxy or load balancer every visitor would share its address: set TRUSTED_IP_HEADER to the header it sets (x-real-ip…) or TRUSTED_PROXY_HOPS to how many proxies append to X-Forwarded-For.'
}

/**
 * One address, as the limits count it: a port or brackets dropped, an IPv4 address inside IPv6
 * unwrapped, and an IPv6 address cut to its /64, the block one subscriber is given (one machine
 * may use any address in it); anything that is no address is unknown.
 */
export function normalizeAddress(value: string | undefined): string {
  let address = (value ?? '').trim().toLowerCase()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]!
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  address = address.replace(/%.*$/, '').replace(/^::ffff:(?=[\d.]+$)/, '')
  const family = isIP(address)
  if (family === 4) return address
  if (family === 6) return ipv6Prefix(address)
  return UNKNOWN_ADDRESS
}

function ipv6Prefix(address: string): string {
  const groups = (part: string) => (part ? part.split(':') : []).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]))
  const [head = '', tail] = address.split('::')
  const left = groups(head)
  const right = tail === undefined ? [] : groups(tail)
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`
}

/** The last entry of a header's list: the one the nearest proxy wrote, should it append instead of replace. */
const lastEntry = (value: string | undefined) => value?.split(',').at(-1)

/**
 * The client's address: from the trusted header; or, counting back `hops` entries along
 * X-Forwarded-For with the socket as its last, the address the outermost trusted proxy saw (a
 * shorter chain gives its first entry); or the socket's. Without a socket (a server not started by
 * the entry) only a trusted header can say, and otherwise every client is the same unknown one.
 */
export function clientAddress(request: { socket: string | null; header: (name: string) => string | undefined }, trust: Trust): string {
  if (trust && 'header' in trust) return normalizeAddress(lastEntry(request.header(trust.header)))
  if (request.socket === null) return UNKNOWN_ADDRESS
  if (!trust) return normalizeAddress(request.socket)
  const chain = [...(request.header('x-forwarded-for')?.split(',') ?? []), request.socket]
  return normalizeAddress(chain[chain.length - 1 - trust.hops] ?? chain[0])
}

const ENTRY_MARK = Symbol.for('northline.client-address-header')
type Marked = { [ENTRY_MARK]?: true }

/** Said by the server entry in its own process, before Next starts: CLIENT_ADDRESS_HEADER is its, and believable. */
export function markServedByEntry(): void {
  ;(globalThis as Marked)[ENTRY_MARK] = true
}

/** Whether this process was started by the server entry (a `next start` leaves a client's copy of the header as it came). */
export const servedByEntry = (): boolean => (globalThis as Marked)[ENTRY_MARK] === true
