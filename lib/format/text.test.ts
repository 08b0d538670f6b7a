import { describe, expect, it } from 'vitest'
import { capitalise, countOf, listOf } from './text'

describe('capitalise', () => {
  it('puts only the first letter in capitals', () => {
    expect(capitalise('chel jersey')).toBe('Chel jersey')
    expect(capitalise('')).toBe('')
  })
})

describe('countOf', () => {
  it('names one thing in the singular and any other count in the plural', () => {
    expect(countOf(1, 'update')).toBe('1 update')
    expect(countOf(0, 'update')).toBe('0 updates')
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries')
  })
})

describe('listOf', () => {
  it('joins words as a sentence does, the last with "and"', () => {
    expect(listOf([])).toBe('')
    expect(listOf(['design'])).toBe('design')
    expect(listOf(['design', 'logo'])).toBe('design and logo')
    expect(listOf(['design', 'approved mockup', 'logo'])).toBe('design, approved mockup and logo')
  })
})
