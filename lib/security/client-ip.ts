import { CLIENT_ADDRESS_HEADER, clientAddress, servedByEntry, trustFromEnv, UNKNOWN_ADDRESS } from './client-address.mts'

let warned = false

/**
 * The client's address, for per-address limits: what the server entry (lib/http/server.mts, `npm
 * start`) worked out from the socket or the proxy the operator named (./client-address.mts). A
 * server started otherwise (`next start`) has no socket to read: only a TRUSTED_IP_HEADER can name
 * the client there, and without one every client counts as the same unknown one, which the
 * per-account and per-recipient limits stand behind.
 */
export function clientIp(headers: Headers): string {
  if (servedByEntry()) return headers.get(CLIENT_ADDRESS_HEADER) ?? UNKNOWN_ADDRESS
  const address = clientAddress({ socket: null, header: (name) => headers.get(name) ?? undefined }, trustFromEnv())
  if (address === UNKNOWN_ADDRESS && !warned) {
    warned = true
    console.warn('[security] no client address: start the site with `npm start` (lib/http/server.mts), or set TRUSTED_IP_HEADER. Every client shares one per-address limit until then.')
  }
  return address
}
