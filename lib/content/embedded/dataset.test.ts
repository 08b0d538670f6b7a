import { describe, expect, it } from 'vitest'
import { applyPerspective, materializeAssets, parseNdjson, seedImagePath } from './dataset'

describe('parseNdjson', () => {
  it('reads one document per line and skips blank lines', () => {
    expect(parseNdjson('{"_id":"a","_type":"t"}\n\n{"_id":"b","_type":"t"}\n').map((d) => d._id)).toEqual(['a', 'b'])
  })
  it('names the line of a document without an id', () => {
    expect(() => parseNdjson('{"_id":"a","_type":"t"}\n{"_type":"t"}')).toThrow('line 2')
  })
})

describe('seed images', () => {
  it('maps an import path under public/images to its public URL', () => {
    expect(seedImagePath('image@file://./../../public/images/products/a.svg')).toBe('/images/products/a.svg')
  })
  it('refuses images outside public/images, which the site could not serve', () => {
    expect(() => seedImagePath('image@file://./images/a.svg')).toThrow('public/images')
  })
  it('replaces import fields with asset references and adds one asset per file', () => {
    const image = { _type: 'accessibleImage', alt: 'A', _sanityAsset: 'image@file://./../../public/images/x/a.svg' }
    const documents = materializeAssets(
      [{ _id: 'p', _type: 'product', image, more: [{ ...image, _key: 'k' }] }],
      () => ({ width: 800, height: 400 }),
    )
    const [product, ...assets] = documents
    expect(assets).toHaveLength(1)
    expect(assets[0]).toMatchObject({ _type: 'sanity.imageAsset', url: '/images/x/a.svg', metadata: { dimensions: { width: 800, height: 400, aspectRatio: 2 } } })
    expect(product?.image).toEqual({ _type: 'accessibleImage', alt: 'A', asset: { _type: 'reference', _ref: assets[0]?._id } })
    expect(product?.more).toEqual([{ _type: 'accessibleImage', alt: 'A', _key: 'k', asset: { _type: 'reference', _ref: assets[0]?._id } }])
  })
})

describe('applyPerspective', () => {
  const documents = [
    { _id: 'a', _type: 't', price: 1 },
    { _id: 'drafts.a', _type: 't', price: 2 },
    { _id: 'drafts.new', _type: 't', price: 3 },
  ]
  it('hides every draft from the published view', () => {
    expect(applyPerspective(documents, 'published')).toEqual([{ _id: 'a', _originalId: 'a', _type: 't', price: 1 }])
  })
  it('shows drafts in place of their published documents, under the published id, with their own as _originalId', () => {
    expect(applyPerspective(documents, 'drafts')).toEqual([
      { _id: 'a', _originalId: 'drafts.a', _type: 't', price: 2 },
      { _id: 'new', _originalId: 'drafts.new', _type: 't', price: 3 },
    ])
  })
  it('hides release versions from both views', () => {
    const withVersion = [...documents, { _id: 'versions.r1.a', _type: 't', price: 4 }]
    expect(applyPerspective(withVersion, 'published').map((document) => document._id)).toEqual(['a'])
    expect(applyPerspective(withVersion, 'drafts').map((document) => document.price)).toEqual([2, 3])
  })
})
