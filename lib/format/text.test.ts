import { describe, expect, it } from 'vitest'
import { capitalise } from './text'

describe('capitalise', () => {
  it('puts only the first letter in capitals', () => {
    expect(capitalise('chel jersey')).toBe('Chel jersey')
    expect(capitalise('')).toBe('')
  })
})
