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
    const exported = parseNdjson(exportContent(stamped()).ndjson)
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
    const exported = byId(parseNdjson(exportContent(edited).ndjson))
    expect(exported[faq._id]).toMatchObject({ name: 'Renamed' })
    expect(Object.keys(exported).some((id) => id.startsWith('drafts.'))).toBe(false)
    expect(JSON.stringify(exported)).not.toContain('_rev')
  })

  it('names an image uploaded in the Studio under public/images/uploads, for the next seed to load', () => {
    const documents = stamped()
    const product = documents.find((document) => document._type === 'product')!
    const hash = 'ab'.repeat(20)
    const upload: LakeDocument = { _id: `image-${hash}-3x2-png`, _type: 'sanity.imageAsset', url: `/content-assets/${hash}.png`, _rev: 'r', _createdAt: 'x', _updatedAt: 'x' }
    const unused: LakeDocument = { ...upload, _id: `image-${'cd'.repeat(20)}-3x2-png`, url: `/content-assets/${'cd'.repeat(20)}.png` }
    const withPhoto = { ...product, image: { _type: 'accessibleImage', alt: 'Front', asset: { _type: 'reference', _ref: upload._id } } }
    const { ndjson, uploads } = exportContent([...documents.map((document) => (document === product ? withPhoto : document)), upload, unused])
    expect(byId(parseNdjson(ndjson))[product._id]).toMatchObject({ image: { alt: 'Front', _sanityAsset: `image@file://./../../public/images/uploads/${hash}.png` } })
    expect(uploads).toEqual([`${hash}.png`])
  })
})
