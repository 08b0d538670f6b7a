import { describe, expect, it } from 'vitest'
import { parseEnquiryForm } from './enquiry.schema'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('parseEnquiryForm', () => {
  it('accepts a complete enquiry, trimming what was typed', () => {
    expect(parseEnquiryForm(form({ name: ' Sam ', email: 'sam@example.com', inquiryType: 'wholesale', message: ' 40 jerseys? ' }))).toMatchObject({
      ok: true,
      data: { name: 'Sam', email: 'sam@example.com', inquiryType: 'wholesale', message: '40 jerseys?' },
    })
  })

  it('defaults the enquiry type to a general question', () => {
    const result = parseEnquiryForm(form({ name: 'Sam', email: 'sam@example.com', message: 'Hi' }))
    expect(result.ok && result.data.inquiryType).toBe('general')
  })

  it('names every missing or wrong field and keeps what was typed', () => {
    const result = parseEnquiryForm(form({ name: '', email: 'not an address', inquiryType: 'spam', message: '   ' }))
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Please enter your name.',
        email: 'Please enter a valid email address.',
        inquiryType: 'Please choose a type of enquiry.',
        message: 'Please enter your message.',
      },
      values: { name: '', email: 'not an address', inquiryType: 'spam', message: '   ' },
    })
  })
})
