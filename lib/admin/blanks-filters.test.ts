import { describe, expect, it } from 'vitest'
import { blanksQuery, parseBlanksFilters } from './blanks-filters'

describe('the blanks filters', () => {
  it('read which orders and which days from the query string, in production by default', () => {
    expect(parseBlanksFilters({})).toEqual({ scope: 'production' })
    expect(parseBlanksFilters({ scope: 'approved', from: '2026-11-01', to: '2026-11-30' })).toEqual({ scope: 'approved', from: '2026-11-01', to: '2026-11-30' })
  })

  it('drop what they do not know instead of failing', () => {
    expect(parseBlanksFilters({ scope: 'everything', from: '2026-02-30', to: ['2026-11-01', '2026-11-02'] })).toEqual({ scope: 'production' })
  })

  it('write themselves back as a query string', () => {
    expect(blanksQuery({ scope: 'approved', from: '2026-11-01', to: undefined })).toBe('scope=approved&from=2026-11-01')
  })
})
