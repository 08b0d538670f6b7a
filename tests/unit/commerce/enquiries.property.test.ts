import fc from 'fast-check'
import { expect, it, vi } from 'vitest'
import { storeEnquiry } from '@/lib/commerce/enquiries'
import { parseEnquiryForm } from '@/lib/contact/enquiry.schema'
import { describeOnEachTarget, serviceRows, withDatabaseWords } from '@/tests/support/commerce-backend'
import { oddly } from '@/tests/support/odd-text'

// Sent by someone signed out: no request, no session to read.
vi.mock('@/lib/commerce/session', () => ({ getCurrentUser: async () => null }))

/**
 * The contact form's schema and the database each check an enquiry, and must agree: whatever the
 * server accepts, the database stores (a refusal there reaches the sender as "could not be sent just
 * now", which no retry fixes). Each field is a near-valid answer typed oddly, lengths around its cap.
 */
const VALID = { name: 'Jo Keeper', email: 'jo.keeper@example.com', inquiryType: 'order', message: 'Forty jerseys for the spring tournament, please.' }
const CAPS = { name: 120, email: 254, message: 5000 } as const

const enquiryWithOddTexts = fc
  .record({
    name: fc.oneof(fc.constant(VALID.name), oddly(VALID.name, CAPS.name)),
    email: fc.oneof(fc.constant(VALID.email), oddly(VALID.email, CAPS.email)),
    // One of a list, so only the valid ones reach the database (the parsers' fuzz tests refuse the
    // rest): odd ones here only made refusals, and about one run in a hundred stored 10 or fewer.
    inquiryType: fc.constant(VALID.inquiryType),
    message: fc.oneof(fc.constant(VALID.message), oddly(VALID.message, CAPS.message)),
  })
  .filter((form) => Object.entries(form).some(([field, text]) => text !== VALID[field as keyof typeof VALID]))

describeOnEachTarget('What the contact form’s server accepts, the database stores', (backend) => {
  it('stores every enquiry the server accepts, as the server read it', async () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', backend().url)
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', backend().keys.publishableKey)
    vi.stubEnv('SUPABASE_SECRET_KEY', backend().keys.secretKey)
    let stored = 0
    await fc.assert(
      fc.asyncProperty(enquiryWithOddTexts, async (form) => {
        const parsed = parseEnquiryForm(form)
        if (!parsed.ok) return
        await storeEnquiry(parsed.data).catch(withDatabaseWords)
        const rows = await serviceRows(backend(), 'contact_enquiries', 'email', parsed.data.email)
        expect(rows.some((row) => row.name === parsed.data.name && row.message === parsed.data.message)).toBe(true)
        stored += 1
      }),
      { numRuns: 80 },
    )
    expect(stored).toBeGreaterThan(10)
  }, 120_000)
})
