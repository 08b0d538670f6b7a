import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LakeDocument } from './documents'
import { LakeError } from './errors'
import { LakeStore } from './store'
import { storeFiles } from './store-files'

const seeded = (document: { _id: string; _type: string; [field: string]: unknown }): LakeDocument => ({
  ...document,
  _rev: 'seed',
  _createdAt: '2026-01-01T00:00:00Z',
  _updatedAt: '2026-01-01T00:00:00Z',
})

const SEED = [
  seeded({ _id: 'faq-1', _type: 'faq', question: 'How long?', answer: 'Four weeks.', order: 1 }),
  seeded({ _id: 'product-showtime', _type: 'product', name: 'Showtime Game Jersey', options: [{ _key: 'elite', name: 'Elite Pro', priceCents: 8900 }] }),
]

let dir = ''
let store: LakeStore
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lake-'))
  store = LakeStore.open(dir, () => SEED)
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(LakeError)
  return error as LakeError
}

describe('mutations', () => {
  it('creates, patches and deletes, stamping each document with the transaction as its revision', async () => {
    const created = await store.mutate([{ create: { _id: 'faq-2', _type: 'faq', question: 'Sizes?' } }], 'staff')
    const faq = store.get('faq-2')
    expect(faq).toMatchObject({ _id: 'faq-2', _type: 'faq', question: 'Sizes?', _rev: created.id })
    expect(faq?._createdAt).toBe(faq?._updatedAt)

    const patched = await store.mutate([{ patch: { id: 'faq-2', ifRevisionID: created.id, set: { answer: 'See the chart.' } } }], 'staff')
    expect(store.get('faq-2')).toMatchObject({ answer: 'See the chart.', _rev: patched.id, _createdAt: faq?._createdAt })
    expect(patched.changes).toEqual([{ id: 'faq-2', before: faq, after: store.get('faq-2') }])

    await store.mutate([{ delete: { id: 'faq-2' } }], 'staff')
    expect(store.get('faq-2')).toBeNull()
  })

  it('applies every patch type with Sanity’s own engine, diffMatchPatch included', async () => {
    await store.mutate(
      [
        { patch: { id: 'faq-1', diffMatchPatch: { answer: '@@ -1,11 +1,12 @@\n-Four\n+Three\n  weeks.\n' } } },
        { patch: { id: 'faq-1', inc: { order: 2 } } },
        { patch: { id: 'faq-1', setIfMissing: { tags: [] } } },
        { patch: { id: 'faq-1', insert: { after: 'tags[-1]', items: ['delivery'] } } },
        { patch: { id: 'faq-1', unset: ['question'] } },
        { patch: { id: 'product-showtime', set: { 'options[_key=="elite"].priceCents': 9900 } } },
      ],
      'staff',
    )
    expect(store.get('faq-1')).toMatchObject({ answer: 'Three weeks.', order: 3, tags: ['delivery'] })
    expect(store.get('faq-1')).not.toHaveProperty('question')
    expect(store.get('product-showtime')?.options).toEqual([{ _key: 'elite', name: 'Elite Pro', priceCents: 9900 }])
  })

  it('refuses a patch whose ifRevisionID is stale, and keeps nothing of its transaction', async () => {
    await store.mutate([{ patch: { id: 'faq-1', set: { answer: 'Three weeks.' } } }], 'editor A')
    const error = await refusal(
      store.mutate(
        [
          { create: { _id: 'faq-3', _type: 'faq', question: 'New' } },
          { patch: { id: 'faq-1', ifRevisionID: 'seed', set: { answer: 'Five weeks.' } } },
        ],
        'editor B',
      ),
    )
    expect(error.status).toBe(409)
    expect(error.message).toContain('unexpected revision ID')
    expect(store.get('faq-1')?.answer).toBe('Three weeks.')
    expect(store.get('faq-3')).toBeNull()
  })

  it('refuses creating what exists, patching what does not, bad ids and documents without a type', async () => {
    expect((await refusal(store.mutate([{ create: { _id: 'faq-1', _type: 'faq' } }], 'staff'))).status).toBe(409)
    expect((await refusal(store.mutate([{ patch: { id: 'nope', set: { a: 1 } } }], 'staff'))).status).toBe(404)
    expect((await refusal(store.mutate([{ create: { _id: '../etc', _type: 'faq' } }], 'staff'))).status).toBe(400)
    expect((await refusal(store.mutate([{ create: { _id: 'x' } }], 'staff'))).status).toBe(400)
    await store.mutate([{ createIfNotExists: { _id: 'faq-1', _type: 'faq', question: 'Ignored' } }], 'staff')
    expect(store.get('faq-1')?.question).toBe('How long?')
  })

  it('a delete by query sees what the same transaction created before it', async () => {
    await store.mutate([{ create: { _id: 'faq-temp', _type: 'faq', question: 'Temp' } }, { delete: { query: '*[_type == "faq" && question == "Temp"]' } }], 'staff')
    expect(store.get('faq-temp')).toBeNull()
  })

  it('applies concurrent transactions one after another, so no edit is lost', async () => {
    await Promise.all(Array.from({ length: 20 }, () => store.mutate([{ patch: { id: 'faq-1', inc: { order: 1 } } }], 'staff')))
    expect(store.get('faq-1')?.order).toBe(21)
  })
})

describe('actions', () => {
  const pair = { draftId: 'drafts.product-showtime', publishedId: 'product-showtime' }
  const edit = (priceCents: number) => ({ actionType: 'sanity.action.document.edit' as const, ...pair, patch: { set: { 'options[_key=="elite"].priceCents': priceCents } } })

  it('an edit starts a draft from the published document; publish replaces the published one and removes the draft in one transaction', async () => {
    await store.act([edit(9900)], 'staff')
    expect(store.get('drafts.product-showtime')?.options).toEqual([{ _key: 'elite', name: 'Elite Pro', priceCents: 9900 }])
    expect(store.get('product-showtime')?.options).toEqual([{ _key: 'elite', name: 'Elite Pro', priceCents: 8900 }])

    const draftRev = store.get('drafts.product-showtime')?._rev
    const published = await store.act([{ actionType: 'sanity.action.document.publish', ...pair, ifDraftRevisionId: draftRev }], 'staff')
    expect(published.changes.map((change) => [change.id, change.after?._rev ?? null])).toEqual([
      ['product-showtime', published.id],
      ['drafts.product-showtime', null],
    ])
    expect(store.get('product-showtime')).toMatchObject({ _id: 'product-showtime', name: 'Showtime Game Jersey', _createdAt: '2026-01-01T00:00:00Z' })
    expect(store.get('product-showtime')?.options).toEqual([{ _key: 'elite', name: 'Elite Pro', priceCents: 9900 }])
    expect(store.get('drafts.product-showtime')).toBeNull()
  })

  it('refuses to publish a draft that changed since the editor saw it', async () => {
    await store.act([edit(9900)], 'editor A')
    const seen = store.get('drafts.product-showtime')?._rev
    await store.act([edit(9500)], 'editor B')
    const error = await refusal(store.act([{ actionType: 'sanity.action.document.publish', ...pair, ifDraftRevisionId: seen }], 'editor A'))
    expect(error.status).toBe(409)
    expect(store.get('product-showtime')?.options).toEqual([{ _key: 'elite', name: 'Elite Pro', priceCents: 8900 }])
  })

  it('unpublish keeps the content as a draft; discard drops a draft; delete drops both', async () => {
    await store.act([{ actionType: 'sanity.action.document.unpublish', ...pair }], 'staff')
    expect(store.get('product-showtime')).toBeNull()
    expect(store.get('drafts.product-showtime')?.name).toBe('Showtime Game Jersey')
    await store.act([{ actionType: 'sanity.action.document.discard', draftId: 'drafts.product-showtime' }], 'staff')
    expect(store.get('drafts.product-showtime')).toBeNull()

    await store.act([{ actionType: 'sanity.action.document.edit', draftId: 'drafts.faq-1', publishedId: 'faq-1', patch: { set: { answer: 'Soon.' } } }], 'staff')
    await store.act([{ actionType: 'sanity.action.document.delete', publishedId: 'faq-1' }], 'staff')
    expect(store.get('faq-1')).toBeNull()
    expect(store.get('drafts.faq-1')).toBeNull()
  })

  it('creates a new document as a draft, and refuses a mismatched draft/published pair', async () => {
    await store.act([{ actionType: 'sanity.action.document.create', publishedId: 'faq-9', attributes: { _id: 'drafts.faq-9', _type: 'faq', question: 'New?' } }], 'staff')
    expect(store.get('drafts.faq-9')).toMatchObject({ _type: 'faq', question: 'New?' })
    const error = await refusal(store.act([{ actionType: 'sanity.action.document.edit', draftId: 'drafts.faq-1', publishedId: 'faq-9', patch: { set: { a: 1 } } }], 'staff'))
    expect(error.status).toBe(400)
  })
})

describe('on disk', () => {
  it('keeps every change across a restart, and logs each transaction with the documents it left', async () => {
    const first = await store.act([{ actionType: 'sanity.action.document.edit', draftId: 'drafts.faq-1', publishedId: 'faq-1', patch: { set: { answer: 'Three weeks.' } } }], 'staff')
    const second = await store.act([{ actionType: 'sanity.action.document.publish', draftId: 'drafts.faq-1', publishedId: 'faq-1' }], 'staff')

    const reopened = LakeStore.open(dir, () => {
      throw new Error('a store with documents is not seeded again')
    })
    expect(reopened.get('faq-1')).toEqual(store.get('faq-1'))
    expect(reopened.get('faq-1')?.answer).toBe('Three weeks.')
    expect(reopened.get('drafts.faq-1')).toBeNull()
    expect(reopened.all()).toHaveLength(SEED.length)

    expect(reopened.history(['faq-1', 'drafts.faq-1']).map((transaction) => transaction.id)).toEqual([first.id, second.id])
    expect(reopened.history(['product-showtime'])).toEqual([])
    // Nothing is left half-written beside the two files.
    expect(readdirSync(dir).sort()).toEqual(['documents.ndjson', 'transactions.ndjson'])
    expect(readFileSync(storeFiles(dir).documents, 'utf8').trim().split('\n')).toHaveLength(SEED.length)
  })
})
