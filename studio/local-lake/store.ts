import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { appendFile } from 'node:fs/promises'
import { applyAction, type ActionInput } from './actions'
import { writeAtomically } from './atomic-file'
import { applyMutation, type LakeDocument, type MutationInput, type Working } from './documents'
import { randomLetters } from '../../lib/local-services/secrets'
import { badRequest } from './errors'
import { idsMatching } from './query'
import { storeFiles } from './store-files'

/** What one document was before and after a transaction. */
type Change = { id: string; before: LakeDocument | null; after: LakeDocument | null }

/** A committed transaction: every document it changed, who made it and when. */
export type Transaction = { id: string; timestamp: string; identity: string; changes: Change[] }

/** One line of the transaction log: each document before and after the transaction (null: absent). */
export type LoggedTransaction = { id: string; timestamp: string; identity: string; documents: { id: string; before: LakeDocument | null; after: LakeDocument | null }[] }

const MAX_CHANGES = 1000

function readNdjson<T>(file: string): T[] {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T)
}

/**
 * A mutation by query as the mutations by id it stands for, over the documents `current()` holds;
 * any other mutation as it is.
 */
async function byId(mutation: MutationInput, current: () => LakeDocument[]): Promise<MutationInput[]> {
  if ('delete' in mutation && mutation.delete && 'query' in mutation.delete) {
    const { query, params } = mutation.delete as { query: string; params?: Record<string, unknown> }
    return (await idsMatching(query, params ?? {}, current())).map((id) => ({ delete: { id } }))
  }
  if ('patch' in mutation && mutation.patch?.query !== undefined) {
    const { query, params, ...patch } = mutation.patch as { query: string; params?: Record<string, unknown> }
    return (await idsMatching(query, params ?? {}, current())).map((id) => ({ patch: { ...patch, id } }))
  }
  return [mutation]
}

/**
 * The local Content Lake's documents: held in memory, written to `dir` after every transaction
 * (the documents file replaced atomically, then the transaction appended to the log), and changed
 * one transaction at a time, so two editors' changes never interleave and a stale `ifRevisionID`
 * is refused. Seeded from `seed()` when the folder holds no documents yet.
 */
export class LakeStore {
  private documents = new Map<string, LakeDocument>()
  private listeners = new Set<(transaction: Transaction) => void>()
  private queue: Promise<unknown> = Promise.resolve()

  private constructor(
    private readonly dir: string,
    private readonly checkDocument: (document: LakeDocument) => Promise<void>,
  ) {}

  /** `checkDocument` refuses (throws) a document a transaction would write: the asset documents' check (see assetFiles). */
  static open(dir: string, seed: () => LakeDocument[], checkDocument: (document: LakeDocument) => Promise<void> = async () => {}): LakeStore {
    const store = new LakeStore(dir, checkDocument)
    mkdirSync(dir, { recursive: true })
    const files = storeFiles(dir)
    const documents = existsSync(/*turbopackIgnore: true*/ files.documents) ? readNdjson<LakeDocument>(files.documents) : seed()
    for (const document of documents) store.documents.set(document._id, document)
    return store
  }

  /** Every document, drafts included. */
  all(): LakeDocument[] {
    return [...this.documents.values()]
  }

  get(id: string): LakeDocument | null {
    return this.documents.get(id) ?? null
  }

  /** Calls `listener` after each committed transaction; returns the unsubscribe. */
  subscribe(listener: (transaction: Transaction) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /**
   * Applies mutations as one transaction: all of them, or none when one is refused. A delete or
   * patch by query applies to the documents its query matches at that point of the transaction.
   */
  mutate(mutations: MutationInput[], identity: string, id?: string): Promise<Transaction> {
    return this.transact(identity, id, async (working, rev, now) => {
      for (const mutation of mutations) {
        for (const single of await byId(mutation, () => working.all())) {
          applyMutation(working, single, rev, now)
        }
      }
    })
  }

  /** Applies actions as one transaction: all of them, or none when one is refused. */
  act(actions: ActionInput[], identity: string, id?: string): Promise<Transaction> {
    return this.transact(identity, id, (working, rev, now) => {
      for (const action of actions) applyAction(working, action, rev, now)
    })
  }

  /** Every logged transaction that touched one of `ids`, oldest first. */
  history(ids: readonly string[]): LoggedTransaction[] {
    const wanted = new Set(ids)
    return readNdjson<LoggedTransaction>(storeFiles(this.dir).transactions).filter((transaction) => transaction.documents.some((document) => wanted.has(document.id)))
  }

  private transact(identity: string, requestedId: string | undefined, work: (working: Working, rev: string, now: string) => void | Promise<void>): Promise<Transaction> {
    const run = async () => {
      // A transaction id as Sanity makes them: 22 random letters and digits.
      const id = requestedId ?? randomLetters(22)
      if (!/^[a-zA-Z0-9._-]{1,100}$/.test(id)) throw badRequest(`Transaction ID "${id}" is not valid`)
      const now = new Date().toISOString()
      const changed = new Map<string, LakeDocument | null>()
      const working: Working = {
        get: (documentId) => (changed.has(documentId) ? (changed.get(documentId) ?? null) : this.get(documentId)),
        set: (documentId, document) => {
          if (changed.size >= MAX_CHANGES && !changed.has(documentId)) throw badRequest(`A transaction may change at most ${MAX_CHANGES} documents`)
          changed.set(documentId, document)
        },
        all: () => [...new Set([...this.documents.keys(), ...changed.keys()])].map((documentId) => working.get(documentId)).filter((document) => document !== null),
      }
      await work(working, id, now)
      const changes: Change[] = [...changed]
        .map(([documentId, after]) => ({ id: documentId, before: this.get(documentId), after }))
        .filter((change) => change.before !== null || change.after !== null)
      for (const change of changes) if (change.after) await this.checkDocument(change.after)
      const transaction: Transaction = { id, timestamp: now, identity, changes }
      if (changes.length === 0) return transaction
      await this.persist(transaction)
      for (const change of changes) {
        if (change.after) this.documents.set(change.id, change.after)
        else this.documents.delete(change.id)
      }
      for (const listener of this.listeners) listener(transaction)
      return transaction
    }
    const result = this.queue.then(run, run)
    this.queue = result.catch(() => undefined)
    return result
  }

  private async persist({ id, timestamp, identity, changes }: Transaction): Promise<void> {
    const next = new Map(this.documents)
    for (const change of changes) {
      if (change.after) next.set(change.id, change.after)
      else next.delete(change.id)
    }
    const files = storeFiles(this.dir)
    await writeAtomically(files.documents, [...next.values()].map((document) => JSON.stringify(document)).join('\n') + '\n')
    const logged: LoggedTransaction = {
      id,
      timestamp,
      identity,
      documents: changes.map(({ id: documentId, before, after }) => ({ id: documentId, before, after })),
    }
    // The documents file is the truth; the log, history for the review panel, follows it.
    await appendFile(files.transactions, JSON.stringify(logged) + '\n', { mode: 0o600 })
  }
}
