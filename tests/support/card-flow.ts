import { randomUUID } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { signPayload, SIGNATURE_HEADER } from '@/lib/payments/signature'
import { readTestPaymentKeys } from '@/lib/payments/test-service/keys'
import { holdRequests } from './pages'

/** The test payments' cards: one that goes through, one the issuer declines. */
export const CARDS = { good: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', refundsRefused: '4000 0000 0000 5126' } as const

/** Fills the card form inside `scope` (a page, or a wizard's form) as a customer does. */
export async function fillCard(scope: Page | Locator, number: string = CARDS.good) {
  await scope.getByLabel('Card number').fill(number)
  await scope.getByLabel('Expiry date (MM/YY)').fill('12/34')
  await scope.getByLabel('CVC').fill('123')
  await scope.getByLabel('Name on card').fill('Jo Keeper')
}

/** Holds the browser's requests to the test payment service, so that a payment stays under way until the returned function lets them through. */
export const holdPayments = (page: Page) => holdRequests(page, `${process.env.TEST_PAYMENTS_URL}/**`)

/**
 * A new delivery of "payment `providerReference` succeeded", as the test payment service sends it:
 * the payment as the service holds it now, in an event of a new id, signed with the run's webhook
 * secret. For the journeys that deliver it again, late or twice.
 */
export async function paymentSucceededDelivery(providerReference: string): Promise<{ data: string; headers: Record<string, string> }> {
  const { secretKey, webhookSecret } = readTestPaymentKeys(process.env.TEST_PAYMENTS_KEYS_FILE)
  const intent = await (await fetch(`${process.env.TEST_PAYMENTS_URL}/v1/payment_intents/${providerReference}`, { headers: { authorization: `Bearer ${secretKey}` } })).json()
  const event = JSON.stringify({ id: `evt_${randomUUID().replaceAll('-', '')}`, object: 'event', type: 'payment_intent.succeeded', created: Math.floor(Date.now() / 1000), livemode: false, data: { object: intent } })
  return { data: event, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(event, webhookSecret) } }
}
