import { describe, expect, it } from 'vitest'
import * as catalogue from './catalogue'

/** The catalogue's messages and groups of messages (its functions word messages of their own, tested below). */
const exported = Object.entries(catalogue as Record<string, unknown>).filter(
  (entry): entry is [string, string | Record<string, string>] => typeof entry[1] !== 'function',
)
/** The groups of messages one part of the site chooses among. */
const groups = exported.filter((entry): entry is [string, Record<string, string>] => typeof entry[1] === 'object')
/** Every message of the catalogue, named by its group and key. */
const messages: [string, string][] = exported.flatMap(([name, value]) =>
  typeof value === 'string' ? [[name, value]] : Object.entries(value).map(([key, message]): [string, string] => [`${name}.${key}`, message]),
)

describe('error catalogue', () => {
  it.each(messages)('words %s as one line a visitor can read, without anything only the program knows', (_, message) => {
    expect(message).toMatch(/^[A-Z]/)
    expect(message).toBe(message.trim())
    expect(message).not.toMatch(/[\n\r{}<>]|\$\{|undefined|null|NaN|\[object|Error:|\bP\d{4}\b|\b\d{5}\b/)
  })

  it.each(groups)('says each failure of %s its own way, so a visitor can tell them apart', (_, group) => {
    const worded = Object.values(group)
    expect(new Set(worded).size).toBe(worded.length)
  })

  it('says an outage as an outage: no refusal reads like it, and it asks to try again', () => {
    for (const [name, message] of messages) if (name !== 'SERVICE_UNAVAILABLE') expect(message, name).not.toBe(catalogue.SERVICE_UNAVAILABLE)
    expect(catalogue.SERVICE_UNAVAILABLE).toMatch(/try again/)
  })

  it('names the number another player took first', () => {
    expect(catalogue.numberTakenMessage('9')).toBe('Number 9 was just taken by another player. Please choose another number.')
  })

  it('tells the visitor what happened to unreadable browser storage', () => {
    expect(catalogue.CORRUPT_STORAGE_MESSAGES.cart).toMatch(/cart.*emptied/)
    expect(catalogue.CORRUPT_STORAGE_MESSAGES.savedTeams).toMatch(/teams.*emptied/)
  })

  it('says how long a limit holds the visitor, in whole minutes and never less than one', () => {
    expect(catalogue.limitMessage(5)).toBe('Too many attempts. Please wait a minute and try again.')
    expect(catalogue.limitMessage(61)).toBe('Too many attempts. Please wait 2 minutes and try again.')
    expect(catalogue.limitMessage(900)).toBe('Too many attempts. Please wait 15 minutes and try again.')
  })
})
