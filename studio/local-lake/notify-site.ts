import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import type { Transaction } from './store'

const DRAFTS = 'drafts.'

/** The types of published documents a transaction changed: what the site's pages are tagged with. */
function publishedTypes(transaction: Transaction): string[] {
  const types = new Set<string>()
  for (const change of transaction.changes) {
    if (change.id.startsWith(DRAFTS)) continue
    for (const document of [change.before, change.after]) if (document) types.add(document._type)
  }
  return [...types]
}

/**
 * Tells the site what was published, as Sanity's webhook does for a hosted project: one signed
 * `{_type}` delivery per changed type to `/api/revalidate`, retried a few times if the site is
 * restarting. Drafts are not sent: no page shows them to visitors.
 */
export function siteNotifier({ webhookUrl, secret, log = console.error }: { webhookUrl: string; secret: string; log?: (message: string) => void }) {
  async function deliver(type: string) {
    const payload = JSON.stringify({ _type: type })
    for (const delay of [0, 500, 2000, 5000]) {
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay))
      try {
        const signature = await encodeSignatureHeader(payload, Date.now(), secret)
        const response = await fetch(webhookUrl, { method: 'POST', body: payload, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature } })
        if (response.ok) return
        if (response.status < 500) {
          log(`[content lake] the site refused the publish notice for ${type}: HTTP ${response.status}`)
          return
        }
      } catch {
        // The site is starting or restarting: try again.
      }
    }
    log(`[content lake] the site did not take the publish notice for ${type}; its pages show the change after their next rebuild`)
  }
  return (transaction: Transaction) => Promise.all(publishedTypes(transaction).map(deliver))
}
