import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'

describe('toCsv', () => {
  it('writes a header and rows with Windows line ends, one after the last row, quoting what needs it', () => {
    expect(toCsv(['Name', 'Count'], [['Jo, the keeper', 2], ['Ana', 10]])).toBe('Name,Count\r\n"Jo, the keeper",2\r\nAna,10\r\n')
  })

  it('writes a value a spreadsheet would run as a formula as text', () => {
    expect(toCsv(['Name'], [['=HYPERLINK("x")'], ['+1'], ['@SUM(A1)']])).toBe(`Name\r\n"'=HYPERLINK(""x"")"\r\n"'+1"\r\n"'@SUM(A1)"\r\n`)
  })
})
