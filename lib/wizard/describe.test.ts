import { describe, expect, it } from 'vitest'
import { emptyPlayer } from '@/lib/roster/player'
import { DESCRIBE_MESSAGES, describeExpress, describeQuote } from './describe'
import type { ExpressSubmissionInput, QuoteSubmissionInput } from './submission.schema'

const image = { alt: '', crop: null, hotspot: null, assetId: null, url: null, width: null, height: null }
const tiers = [
  { _key: 'a', minQuantity: 1, maxQuantity: 9, priceCents: 6500 },
  { _key: 'b', minQuantity: 10, maxQuantity: null, priceCents: 5500 },
]
const content = {
  terms: { depositPercent: 30, standardOrderDays: 28, rushOrderDays: 10, lateSurchargeCents: 1000, playerShippingCents: 1200, collarStyles: [{ _key: 'laced', title: 'Laced Collar', text: '', shape: 'laced' as const }] },
  templates: [{ _id: 'jerseyTemplate-chel', name: 'CHEL Gold Stripes', description: '', palette: null, pattern: 'double-stripe' as const, productSlug: 'chel-jersey', previewImage: image }],
  products: [
    { name: 'CHEL Game Jersey', slug: 'chel-jersey', productType: 'jersey' as const, shortDescription: '', expressPricePerPlayerCents: 6500, options: [{ _key: 'game', name: 'CHEL Game Jersey', description: '', priceCents: 6500 }], pricingTiers: tiers, image },
    { name: 'Performance Socks', slug: 'socks', productType: 'sock' as const, shortDescription: '', expressPricePerPlayerCents: 1999, options: [{ _key: 'knit', name: 'Knit', description: '', priceCents: 1999 }, { _key: 'mesh', name: 'Mesh', description: '', priceCents: 2999 }], pricingTiers: null, image },
  ],
}
const players = Array.from({ length: 3 }, (_, i) => ({ ...emptyPlayer(), name: `P${i}`, number: String(i) }))
const teamInfo = { teamName: 'Flyers', league: '', contactName: 'Jo', contactEmail: 'jo@example.com', contactPhone: '' }
const delivery = { fullName: 'Jo', line1: '1 Rink Road', line2: '', city: 'Halifax', region: 'NS', postalCode: 'B3H 1A1', country: 'CA' as const, phone: '' }

const quote = (patch: Partial<QuoteSubmissionInput> = {}): QuoteSubmissionInput => ({
  productSlug: 'chel-jersey',
  teamInfo,
  players,
  logoNotes: '',
  idempotencyKey: 'k',
  design: { templateId: 'jerseyTemplate-chel', primaryColor: '#111827', secondaryColor: '#F2A900', collarStyle: 'laced', designNotes: '' },
  details: { estimatedQuantity: null, targetDate: null, notes: '' },
  ...patch,
})

describe('describeQuote', () => {
  it('names the product, template and collar from the content, and the tier price for the roster size', () => {
    expect(describeQuote(quote(), content)).toEqual({
      ok: true,
      product: { slug: 'chel-jersey', name: 'CHEL Game Jersey' },
      design: { ...quote().design, templateName: 'CHEL Gold Stripes', collarName: 'Laced Collar' },
      indicativeUnitPriceCents: 6500,
    })
  })

  it('prices the estimated quantity when given, and a product without tiers from its cheapest option', () => {
    expect(describeQuote(quote({ details: { estimatedQuantity: 24, targetDate: null, notes: '' } }), content)).toMatchObject({ indicativeUnitPriceCents: 5500 })
    expect(describeQuote(quote({ productSlug: 'socks', design: { ...quote().design, templateId: '' } }), content)).toMatchObject({ indicativeUnitPriceCents: 1999 })
  })

  it('refuses a product, template or collar the content no longer has, on the step to fix it', () => {
    expect(describeQuote(quote({ productSlug: 'gone' }), content)).toEqual({ ok: false, step: 'team', error: DESCRIBE_MESSAGES.unknownProduct })
    expect(describeQuote(quote({ productSlug: 'socks' }), content)).toEqual({ ok: false, step: 'design', error: DESCRIBE_MESSAGES.unknownTemplate })
    expect(describeQuote(quote({ design: { ...quote().design, collarStyle: 'turtleneck' } }), content)).toEqual({ ok: false, step: 'design', error: DESCRIBE_MESSAGES.unknownCollar })
  })
})

describe('describeExpress', () => {
  const express = (patch: Partial<ExpressSubmissionInput> = {}): ExpressSubmissionInput => ({ productSlug: 'chel-jersey', teamInfo, players, logoNotes: '', idempotencyKey: 'k', paymentType: 'deposit', delivery, ...patch })

  it('prices the players from the site settings, never from the browser', () => {
    expect(describeExpress(express(), content)).toEqual({
      ok: true,
      product: { slug: 'chel-jersey', name: 'CHEL Game Jersey' },
      totals: { playerCount: 3, pricePerPlayerCents: 6500, subtotalCents: 19500, depositCents: 5900, amountDueCents: 5900 },
    })
    expect(describeExpress(express({ paymentType: 'full' }), content)).toMatchObject({ totals: { amountDueCents: 19500 } })
    // Each product has its own price per player: three pairs of socks are not priced as jerseys.
    expect(describeExpress(express({ productSlug: 'socks', paymentType: 'full' }), content)).toMatchObject({ totals: { pricePerPlayerCents: 1999, amountDueCents: 5997 } })
  })

  it('refuses an unknown product, and orders nothing without the shop\'s terms', () => {
    expect(describeExpress(express({ productSlug: 'gone' }), content)).toMatchObject({ ok: false, step: 'team' })
    expect(describeExpress(express(), { ...content, terms: null })).toEqual({ ok: false, step: 'payment', error: DESCRIBE_MESSAGES.noTerms })
    const unpriced = { ...content, products: content.products.map((product) => ({ ...product, expressPricePerPlayerCents: null as unknown as number })) }
    expect(describeExpress(express(), unpriced)).toEqual({ ok: false, step: 'payment', error: DESCRIBE_MESSAGES.noExpressPrice })
  })
})
