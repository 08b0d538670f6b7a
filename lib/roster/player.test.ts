import { describe, expect, it } from 'vitest'
import { CAPTAIN_PATCHES, emptyPlayer, JERSEY_SIZES, PANT_SHELL_SIZES, SOCKS_SIZES } from './player'

const values = (choices: readonly { value: string }[]) => choices.map((choice) => choice.value)

describe('size and patch lists', () => {
  it('offer the shop\'s sizes in order', () => {
    expect(values(JERSEY_SIZES)).toEqual(['YS', 'YM', 'YL', 'YXL', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'])
    expect(values(SOCKS_SIZES)).toEqual(['YS', 'YM', 'YL', 'S', 'M', 'L', 'XL'])
    expect(values(PANT_SHELL_SIZES)).toEqual(['YS', 'YM', 'YL', 'YXL', 'S', 'M', 'L', 'XL', '2XL', '3XL'])
  })

  it('offer no patch, captain or assistant', () => {
    expect(CAPTAIN_PATCHES).toEqual([
      { value: '', label: 'None' },
      { value: 'C', label: 'Captain (C)' },
      { value: 'A', label: 'Assistant (A)' },
    ])
  })
})

describe('emptyPlayer', () => {
  it('has every field blank and no patch', () => {
    expect(emptyPlayer()).toEqual({ name: '', number: '', jerseySize: '', socksSize: '', pantShellSize: '', captainPatch: '' })
  })

  it('gives a new object every time, so editing one player never edits another', () => {
    expect(emptyPlayer()).not.toBe(emptyPlayer())
  })
})
