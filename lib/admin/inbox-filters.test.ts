import { describe, expect, it } from 'vitest'
import { inboxEntryOf, inboxQuery, parseInboxFilters } from './inbox-filters'

describe('the inbox filters', () => {
  it('reads kind, status, search, product, dates and page from the query string', () => {
    expect(parseInboxFilters({ kind: 'express', status: 'in_design', q: ' Flyers ', product: 'Pro jersey', from: '2026-11-01', to: '2026-11-30', page: '3' })).toEqual({
      kind: 'express',
      status: 'in_design',
      q: 'Flyers',
      product: 'Pro jersey',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
    })
  })

  it('drops what it does not know instead of failing, and starts at page one', () => {
    expect(parseInboxFilters({ kind: 'invoice', status: 'lost', from: '2026-13-45', page: '-2', q: ['a', 'b'] })).toEqual({ page: 1 })
    expect(parseInboxFilters({ page: 'x' }).page).toBe(1)
    expect(parseInboxFilters({ sort: 'cheapest' }).sort).toBeUndefined()
  })

  it('reads an enquiry’s status and the order to list in', () => {
    expect(parseInboxFilters({ status: 'answered', sort: 'wanted' })).toEqual({ status: 'answered', sort: 'wanted', page: 1 })
  })

  it('keeps a product’s name as the shop writes it, without a wildcard', () => {
    expect(parseInboxFilters({ product: 'Pant Shells & Gloves (Youth/Adult)' }).product).toBe('Pant Shells & Gloves (Youth/Adult)')
    expect(parseInboxFilters({ product: 'Jersey%_*' }).product).toBe('Jersey')
  })

  it('keeps only the characters of names, e-mails and references in a search', () => {
    expect(parseInboxFilters({ q: 'jo+keeper_1@example.com' }).q).toBe('jo+keeper_1@example.com')
    expect(parseInboxFilters({ q: 'E-7K2M*),name.ilike.%' }).q).toBe('E-7K2Mname.ilike.')
    expect(parseInboxFilters({ q: '%%%' }).q).toBeUndefined()
    expect(parseInboxFilters({ q: 'x'.repeat(200) }).q).toHaveLength(80)
  })

  it('writes the filters back as a query string, leaving out page one', () => {
    const filters = parseInboxFilters({ kind: 'quote', q: 'Flyers' })
    expect(inboxQuery(filters)).toBe('?kind=quote&q=Flyers')
    expect(inboxQuery(filters, { page: 2 })).toBe('?kind=quote&q=Flyers&page=2')
    expect(inboxQuery(parseInboxFilters({}))).toBe('')
  })
})

const id = '6f1c8a52-3c1d-4d3e-9a51-0b8f3d0c56a7'

describe('the entry an order page’s query names', () => {
  it('is any kind the inbox lists, with a uuid', () => {
    for (const kind of ['quote', 'express', 'order', 'enquiry']) expect(inboxEntryOf(kind, id)).toEqual({ kind, id })
  })

  it('is none for an unknown kind, a malformed id or a missing value, so the page answers 404', () => {
    for (const [kind, wanted] of [['invoice', id], ['order', 'not-an-id'], ['order', `${id}x`], [undefined, id], ['enquiry', undefined]]) {
      expect(inboxEntryOf(kind, wanted)).toBeNull()
    }
  })
})
