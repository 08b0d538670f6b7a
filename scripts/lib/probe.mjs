// `node scripts/lib/probe.mjs URL [any]`: exits 0 when a local service at URL answers, with 2xx, or
// with anything when "any" is given (an API that answers 401 without a key is up too). A local
// service's own certificate (the content lake's) is accepted: this only asks whether it is up.
import { request } from 'node:https'

const [url, mode] = process.argv.slice(2)
const done = (status) => process.exit(mode === 'any' || (status >= 200 && status < 300) ? 0 : 1)
if (url.startsWith('https:')) {
  request(url, { rejectUnauthorized: false }, (response) => done(response.statusCode ?? 0))
    .on('error', () => process.exit(1))
    .end()
} else {
  fetch(url).then((response) => done(response.status), () => process.exit(1))
}
