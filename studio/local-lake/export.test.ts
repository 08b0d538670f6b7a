import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseNdjson } from '@/lib/content/embedded/dataset'
import { DATASET_FILE, loadDataset } from '@/lib/content/embedded/load'
import type { LakeDocument } from './documents'
import { exportContent } from './export'

const stamped = (): LakeDocument[] => loadDataset().map((document) => ({ ...document, _rev: 'seed', _createdAt: 'x', _updatedAt: 'x' }))
const byId = (documents: { _id: string }[]) => Object.fromEntries(documents.map((document) => [document._id, document]))

describe('exporting the lake', () => {
  it('gives back the seed itself when nothing was edited: same documents, images as import paths', () => {
    const exported = parseNdjson(exportContent(stamped()))
    expect(byId(exported)).toEqual(byId(parseNdjson(readFileSync(DATASET_FILE, 'utf8'))))
  })

  it('keeps published edits and leaves out drafts and the Studio’s own documents', () => {
    const documents = stamped()
    const faq = documents.find((document) => document._type === 'product')!
    const edited = [
      ...documents.map((document) => (document === faq ? { ...document, name: 'Renamed' } : document)),
      { ...faq, _id: `drafts.${faq._id}`, name: 'Unpublished' },
      { _id: 'drafts.secret', _type: 'sanity.previewUrlSecret', _rev: 'r', _createdAt: 'x', _updatedAt: 'x', secret: 'abc' },
    ]
    const exported = byId(parseNdjson(exportContent(edited)))
    expect(exported[faq._id]).toMatchObject({ name: 'Renamed' })
    expect(Object.keys(exported).some((id) => id.startsWith('drafts.'))).toBe(false)
    expect(JSON.stringify(exported)).not.toContain('_rev')
  })
})
