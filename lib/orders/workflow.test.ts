import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES, REQUEST_STATUSES, staffNextStatuses, statusLabel, transition, TRANSITIONS, type OrderKind } from './workflow'

const START: Record<OrderKind, string> = { quote: 'received', express: 'awaiting_payment', order: 'pending' }
const statusesOf = (kind: OrderKind): readonly string[] => (kind === 'order' ? ORDER_STATUSES : REQUEST_STATUSES)
const KINDS: OrderKind[] = ['quote', 'express', 'order']

/** Every status reachable from the start, by any actor. */
function reachable(kind: OrderKind): Set<string> {
  const seen = new Set([START[kind]])
  for (let grew = true; grew; ) {
    grew = false
    for (const { from, to } of TRANSITIONS[kind]) if (seen.has(from) && !seen.has(to)) grew = seen.add(to).size > 0
  }
  return seen
}

describe('the order workflow', () => {
  it.each(KINDS)('moves a %s only between its own statuses, and can reach every one of them from the start', (kind) => {
    for (const { from, to } of TRANSITIONS[kind]) expect(statusesOf(kind)).toEqual(expect.arrayContaining([from, to]))
    const expected = kind === 'express' ? statusesOf(kind).filter((status) => status !== 'quoted') : statusesOf(kind)
    expect([...reachable(kind)].sort()).toEqual([...expected].sort())
  })

  it.each(KINDS)('ends a %s at delivered or cancelled, never to move again', (kind) => {
    for (const end of ['delivered', 'cancelled']) expect(TRANSITIONS[kind].filter(({ from }) => from === end)).toEqual([])
  })

  it('starts a quote’s production only after the customer approved the mockup, an express order’s once paid (it skips design) or after an approved mockup, and sends a mockup only with the file', () => {
    expect(TRANSITIONS.quote.filter(({ to }) => to === 'in_production')).toEqual([{ from: 'approved', to: 'in_production', by: 'staff' }])
    expect(TRANSITIONS.express.filter(({ to }) => to === 'in_production')).toEqual([
      { from: 'received', to: 'in_production', by: 'staff' },
      { from: 'approved', to: 'in_production', by: 'staff' },
    ])
    for (const kind of ['quote', 'express'] as const) {
      expect(TRANSITIONS[kind].filter(({ to }) => to === 'approved').map(({ by }) => by)).toEqual(['customer'])
      expect(transition(kind, 'in_design', 'mockup_sent')).toMatchObject({ by: 'staff', requires: 'mockup' })
    }
  })

  it('ships an order paid by deposit only once the balance is paid, unless an admin overrides it; an invoiced order ships regardless', () => {
    expect(transition('quote', 'in_production', 'shipped')?.requires).toBe('balance')
    expect(transition('express', 'in_production', 'shipped')?.requires).toBe('balance')
    expect(transition('order', 'processing', 'shipped')?.requires).toBeUndefined()
  })

  it('never goes back from shipped, and never skips a step however the moves are chained', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), fc.array(fc.nat(), { maxLength: 30 }), (kind, choices) => {
        let status = START[kind]
        const visited = [status]
        for (const choice of choices) {
          const next = TRANSITIONS[kind].filter(({ from }) => from === status)
          if (next.length === 0) break
          status = next[choice % next.length]!.to
          visited.push(status)
        }
        if (visited.includes('in_production')) expect(visited.indexOf('approved')).toBeLessThan(visited.indexOf('in_production'))
        if (visited.includes('shipped')) expect(visited.slice(visited.indexOf('shipped'))).toEqual(expect.not.arrayContaining(['in_production', 'cancelled']))
      }),
    )
  })

  it('offers staff their own next steps on the status list, but not the mockup, which its upload sends', () => {
    // A quote request is quoted by pricing it, on its own form.
    expect(staffNextStatuses('quote', 'received')).toEqual(['cancelled'])
    expect(transition('quote', 'received', 'quoted')).toMatchObject({ by: 'staff', requires: 'price' })
    expect(staffNextStatuses('quote', 'in_design')).toEqual(['cancelled'])
    expect(staffNextStatuses('quote', 'mockup_sent')).toEqual(['cancelled'])
    expect(staffNextStatuses('express', 'received')).toEqual(['in_design', 'in_production', 'cancelled'])
    expect(staffNextStatuses('order', 'pending')).toEqual(['processing', 'cancelled'])
    expect(staffNextStatuses('order', 'delivered')).toEqual([])
    expect(transition('quote', 'received', 'shipped')).toBeNull()
  })

  it('reads every status as words', () => {
    for (const status of [...REQUEST_STATUSES, ...ORDER_STATUSES]) expect(statusLabel(status)).toMatch(/^[A-Z][a-z ]+$/)
  })
})
