// `node scripts/lib/probe.mjs URL [any]`: exits 0 when a local service at URL answers, with 2xx, or
// with anything when "any" is given (an API that answers 401 without a key is up too). A local
// service's own certificate (the content lake's) is accepted: this only asks whether it is up.
// The journeys' services are asked the same through `answers` (tests/support/start-services.mts).
import http from 'node:http'
import https from 'node:https'

/** Whether the local service at `url` answers, within 5 s: with 2xx, or with anything for "any" (types in ./probe.d.mts). */
export function answers(url, mode) {
  const get = url.startsWith('https:') ? https.get : http.get
  return new Promise((resolve) => {
    const request = get(url, { rejectUnauthorized: false, timeout: 5_000 }, (response) => {
      response.resume()
      const status = response.statusCode ?? 0
      resolve(mode === 'any' || (status >= 200 && status < 300))
    })
    request.on('error', () => resolve(false))
    request.on('timeout', () => request.destroy())
  })
}

if (import.meta.main) {
  const [url, mode] = process.argv.slice(2)
  process.exit((await answers(url, mode === 'any' ? 'any' : 'ok')) ? 0 : 1)
}
