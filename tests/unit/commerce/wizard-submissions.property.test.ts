import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { expect, it, vi } from 'vitest'
import { storeExpressOrder, storeQuoteRequest } from '@/lib/commerce/wizard-requests'
import { expressTotals } from '@/lib/pricing/express'
import { DRAFT_FIELD } from '@/lib/wizard/draft'
import { expressSubmissionSchema, parseWizardSubmission, quoteSubmissionSchema } from '@/lib/wizard/submission.schema'
import { describeOnEachTarget, serviceRows, withDatabaseWords } from '@/tests/support/commerce-backend'
import { oddly } from '@/tests/support/odd-text'
import { deliveryAddress } from '@/tests/support/request-rows'

/**
 * The browser, the server and the database each check a wizard's submission, and they must agree:
 * whatever the server's schema accepts, the database functions store (a refusal there reaches the
 * team as "could not be sent just now", which no retry fixes). Once they did not: a phone pasted
 * with no-break spaces, U+0000 in any text. Texts here are near-valid answers with any code point
 * put in (controls, Unicode spaces, U+0000, lone surrogates, emoji) and lengths around every cap.
 */

type Draft = Record<string, unknown>

const team = { teamName: 'Lakeside Loons', league: "men's-league", contactName: 'Jo Keeper', contactEmail: 'jo.keeper@example.com', contactPhone: '+1 (204) 555-0101' }
const morrison = { name: 'Morrison', number: '17', jerseySize: 'XL', socksSize: 'L', pantShellSize: 'L', captainPatch: 'C' }
const base = () => ({ productSlug: 'chel-jersey', teamInfo: { ...team }, players: [{ ...morrison }, { ...morrison, name: 'Lavoie', number: '9' }], logoNotes: 'Loon on the chest', idempotencyKey: randomUUID() })
const VALID = {
  quote: (): Draft => ({
    ...base(),
    kind: 'quote',
    step: 4,
    design: { templateId: 'template-stripes', primaryColor: '#003360', secondaryColor: '#00A0DF', collarStyle: 'v-neck', designNotes: 'Two stripes on the sleeves' },
    details: { estimatedQuantity: '24', targetDate: '', additionalNotes: 'Before the tournament' },
  }),
  express: (): Draft => ({ ...base(), kind: 'express', step: 3, paymentType: 'deposit', delivery: { ...deliveryAddress } }),
}

/** The texts a team types, each with its cap: the path in the draft. */
const TEXTS: [path: (string | number)[], max: number][] = [
  [['teamInfo', 'teamName'], 80],
  [['teamInfo', 'contactName'], 120],
  [['teamInfo', 'contactEmail'], 254],
  [['teamInfo', 'contactPhone'], 30],
  [['players', 0, 'name'], 40],
  [['players', 1, 'number'], 3],
  [['logoNotes'], 2000],
]
const QUOTE_TEXTS: typeof TEXTS = [...TEXTS, [['design', 'designNotes'], 2000], [['details', 'additionalNotes'], 2000]]
const EXPRESS_TEXTS: typeof TEXTS = [
  ...TEXTS,
  [['delivery', 'fullName'], 120],
  [['delivery', 'line1'], 200],
  [['delivery', 'line2'], 200],
  [['delivery', 'city'], 100],
  [['delivery', 'region'], 100],
  [['delivery', 'phone'], 30],
]

/** The object holding the text at `path`, and that text's key. */
function holder(draft: Draft, path: (string | number)[]): [Record<string | number, unknown>, string | number] {
  let node = draft as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  return [node, path.at(-1)!]
}

/** A valid draft with one to three of its texts typed oddly, each built around its own valid answer. */
const draftWithOddTexts = (kind: 'quote' | 'express') =>
  fc
    .array(
      fc.constantFrom(...(kind === 'quote' ? QUOTE_TEXTS : EXPRESS_TEXTS)).chain(([path, max]) => {
        const [node, key] = holder(VALID[kind](), path)
        return oddly(String(node[key]), max).map((text) => ({ path, text }))
      }),
      { minLength: 1, maxLength: 3 },
    )
    .map((changes) => {
      const draft = VALID[kind]()
      for (const { path, text } of changes) {
        const [node, key] = holder(draft, path)
        node[key] = text
      }
      return draft
    })

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
const product = { slug: 'chel-jersey', name: 'CHEL Game Jersey' }

describeOnEachTarget('What a wizard’s server accepts, the database stores', (backend) => {
  /** The site's server code (lib/commerce/wizard-requests.ts) pointed at this test backend. */
  const useBackend = () => {
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_URL', backend().url)
    vi.stubEnv('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY', backend().keys.publishableKey)
    vi.stubEnv('SUPABASE_SECRET_KEY', backend().keys.secretKey)
  }

  it('stores every quote request the server accepts, as the server read it', async () => {
    useBackend()
    let stored = 0
    await fc.assert(
      fc.asyncProperty(draftWithOddTexts('quote'), async (draft) => {
        const parsed = parseWizardSubmission('quote', quoteSubmissionSchema(yesterday()), { [DRAFT_FIELD]: JSON.stringify(draft) })
        if (!parsed.ok) return
        const { data } = parsed
        const request = await storeQuoteRequest({
          idempotencyKey: data.idempotencyKey,
          userId: null,
          product,
          teamInfo: data.teamInfo,
          design: { ...data.design, templateName: 'Stripes', collarName: 'V-neck' },
          players: data.players,
          details: data.details,
          logo: { path: null, notes: data.logoNotes },
          indicativeUnitPriceCents: 6500,
        }).catch(withDatabaseWords)
        const [row] = await serviceRows(backend(), 'quote_requests', 'id', request.id)
        expect(row).toMatchObject({ team_name: data.teamInfo.teamName, contact_phone: data.teamInfo.contactPhone, logo_notes: data.logoNotes })
        stored += 1
      }),
      { numRuns: 80 },
    )
    expect(stored).toBeGreaterThan(10)
  }, 120_000)

  it('stores every express order the server accepts', async () => {
    useBackend()
    let stored = 0
    await fc.assert(
      fc.asyncProperty(draftWithOddTexts('express'), async (draft) => {
        const parsed = parseWizardSubmission('express', expressSubmissionSchema, { [DRAFT_FIELD]: JSON.stringify(draft) })
        if (!parsed.ok) return
        const { data } = parsed
        const totals = expressTotals({ playerCount: data.players.length, pricePerPlayerCents: 6500, depositPercent: 30, paymentType: data.paymentType })
        await storeExpressOrder({
          idempotencyKey: data.idempotencyKey,
          userId: null,
          product,
          teamInfo: data.teamInfo,
          players: data.players,
          logo: { path: null, notes: data.logoNotes },
          delivery: data.delivery,
          payment: { type: data.paymentType, provider: 'test', ...totals },
        }).catch(withDatabaseWords)
        stored += 1
      }),
      { numRuns: 60 },
    )
    expect(stored).toBeGreaterThan(10)
  }, 120_000)
})
