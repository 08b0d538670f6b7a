import { describe, expect, it } from 'vitest'
import { emptyPlayer } from '@/lib/roster/player'
import { garmentOf } from './fields'
import { FILL_IN_MESSAGES, lateRoster } from './fill-in'

const jersey = garmentOf('jersey')

describe('lateRoster', () => {
  it('reads one late player a line, the size in the store’s garment, blank lines skipped', () => {
    expect(lateRoster('12, Dupont, L\n\n 7 ,Okafor , xl ', jersey)).toEqual({
      players: [
        { ...emptyPlayer(), number: '12', name: 'Dupont', jerseySize: 'L' },
        { ...emptyPlayer(), number: '7', name: 'Okafor', jerseySize: 'XL' },
      ],
    })
  })

  it('takes no size for a bag', () => {
    expect(lateRoster('3, Coach', garmentOf('bag'))).toEqual({ players: [{ ...emptyPlayer(), number: '3', name: 'Coach' }] })
  })

  it('names the line and what is wrong with it', () => {
    expect(lateRoster('12, Dupont, L\nDupont, 12, L', jersey)).toEqual({ problem: FILL_IN_MESSAGES.line(2, FILL_IN_MESSAGES.number) })
    expect(lateRoster('12, Dupont', jersey)).toEqual({ problem: FILL_IN_MESSAGES.line(1, FILL_IN_MESSAGES.shape) })
    expect(lateRoster('12, Dupont, L, C', jersey)).toEqual({ problem: FILL_IN_MESSAGES.line(1, FILL_IN_MESSAGES.shape) })
    expect(lateRoster('12, , L', jersey)).toEqual({ problem: FILL_IN_MESSAGES.line(1, FILL_IN_MESSAGES.name) })
    expect(lateRoster('12, Dupont, L\n12, Okafor, M', jersey)).toEqual({ problem: FILL_IN_MESSAGES.line(2, FILL_IN_MESSAGES.twice('12')) })
    expect(lateRoster('12, Dupont, XXL', jersey)).toEqual({ problem: FILL_IN_MESSAGES.line(1, 'please choose a jersey size') })
  })

  it('asks for a player when there is none, and for at most thirty at a time', () => {
    expect(lateRoster(' \n ', jersey)).toEqual({ problem: FILL_IN_MESSAGES.none })
    const lines = Array.from({ length: 31 }, (_, n) => `${n + 1}, Player ${n + 1}, L`)
    expect(lateRoster(lines.join('\n'), jersey)).toEqual({ problem: FILL_IN_MESSAGES.tooMany })
    expect(lateRoster(lines.slice(1).join('\n'), jersey)).toMatchObject({ players: expect.any(Array) })
  })
})
