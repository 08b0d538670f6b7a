import type { LakeDocument } from './documents'
import { matches } from './query'
import type { LakeStore, Transaction } from './store'

/** What a `data/listen` request asks for (https://www.sanity.io/docs/listening). */
export type ListenOptions = {
  query: string
  params: Record<string, unknown>
  includeResult: boolean
  includePreviousRevision: boolean
  includeAllVersions: boolean
  effectFormat: 'mendoza' | null
}

/** How often an idle stream sends a comment, so no proxy or browser closes it as dead. */
const KEEP_ALIVE_MS = 25_000

/** Drafts and release versions, which a listener sees only with includeAllVersions (API 2025-02-19 and later). */
const isVersion = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.')

/** One server-sent event. */
const sse = (event: string, data: unknown, id?: string) => `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

/** A document as mendoza effects carry it: without `_rev`, which the reader sets from the event. */
const withoutRevision = (document: LakeDocument | null) => (document ? Object.fromEntries(Object.entries(document).filter(([key]) => key !== '_rev')) : null)

/**
 * Mendoza patches that turn the document before into the one after (`apply`) and back (`revert`):
 * `[0, value]` sets the whole value, `[0, null]` is a deletion, as the Studio's history reads it.
 */
export const effects = ({ before, after }: { before: LakeDocument | null; after: LakeDocument | null }) => ({
  apply: [0, withoutRevision(after)],
  revert: [0, withoutRevision(before)],
})

/** `appear`, `update` or `disappear`: how the document moved in or out of the listener's query. */
const transitionOf = (before: boolean, after: boolean) => (before && after ? 'update' : after ? 'appear' : 'disappear')

/**
 * The `mutation` events of one transaction for one listener: one per document that matched its
 * query before or after, numbered within the transaction. Effects are whole-document mendoza
 * patches (`[0, value]` sets the value), which every mendoza reader applies.
 */
async function mutationEvents(transaction: Transaction, options: ListenOptions): Promise<string[]> {
  const relevant: { change: Transaction['changes'][number]; before: boolean; after: boolean }[] = []
  for (const change of transaction.changes) {
    if (!options.includeAllVersions && isVersion(change.id)) continue
    const before = await matches(options.query, options.params, change.before)
    const after = await matches(options.query, options.params, change.after)
    if (before || after) relevant.push({ change, before, after })
  }
  return relevant.map(({ change, before, after }, index) => {
    const eventId = `${transaction.id}#${change.id}`
    const data: Record<string, unknown> = {
      eventId,
      documentId: change.id,
      transactionId: transaction.id,
      transition: transitionOf(before, after),
      identity: transaction.identity,
      mutations: change.after ? [{ createOrReplace: change.after }] : [{ delete: { id: change.id } }],
      previousRev: change.before?._rev,
      resultRev: change.after?._rev ?? transaction.id,
      timestamp: transaction.timestamp,
      visibility: 'query',
      transactionTotalEvents: relevant.length,
      transactionCurrentEvent: index + 1,
    }
    if (options.effectFormat === 'mendoza') data.effects = effects(change)
    if (options.includeResult && change.after) data.result = change.after
    if (options.includePreviousRevision && change.before) data.previous = change.before satisfies LakeDocument
    return sse('mutation', data, eventId)
  })
}

/**
 * A server-sent event stream: `first` at once, keep-alive comments while idle, and whatever
 * `attach` sends; closed, and `attach`'s clean-up run, when the client goes away.
 */
function eventStream(signal: AbortSignal, first: string, attach: (send: (text: string) => void) => () => void = () => () => {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let stop = () => {}
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text))
        } catch {
          stop()
        }
      }
      const detach = attach(send)
      const keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS)
      stop = () => {
        detach()
        clearInterval(keepAlive)
        try {
          controller.close()
        } catch {
          // Already closed by the client.
        }
      }
      signal.addEventListener('abort', stop, { once: true })
      send(first)
    },
    cancel() {
      stop()
    },
  })
}

/**
 * A `data/listen` stream: `welcome` at once, then the `mutation` events of every transaction
 * from now on, in order; closed when the client goes away. A client that reconnects is welcomed
 * again and reads the documents afresh, as Sanity's own API asks of it.
 */
export function listenStream(store: LakeStore, options: ListenOptions, signal: AbortSignal): ReadableStream<Uint8Array> {
  return eventStream(signal, sse('welcome', { listenerName: `lake-${crypto.randomUUID()}` }), (send) => {
    // Events are built in order even though matching is asynchronous.
    let chain = Promise.resolve()
    return store.subscribe((transaction) => {
      chain = chain.then(async () => {
        for (const event of await mutationEvents(transaction, options)) send(event)
      })
    })
  })
}

/**
 * `data/live/events`, Sanity's Live Content API, which the Preview tool subscribes to: a `welcome`
 * and then only keep-alive comments. The lake returns no sync tags with its query results, so there
 * is never a tag to announce; the Studio's own listen streams carry every change.
 */
export const liveEventsStream = (signal: AbortSignal) => eventStream(signal, sse('welcome', {}))
