import type { Locator, Page } from '@playwright/test'
import { holdRequests } from './pages'

/** The test payments' cards: one that goes through, one the issuer declines. */
export const CARDS = { good: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const

/** Fills the card form inside `scope` (a page, or a wizard's form) as a customer does. */
export async function fillCard(scope: Page | Locator, number: string = CARDS.good) {
  await scope.getByLabel('Card number').fill(number)
  await scope.getByLabel('Expiry date (MM/YY)').fill('12/34')
  await scope.getByLabel('CVC').fill('123')
  await scope.getByLabel('Name on card').fill('Jo Keeper')
}

/** Holds the browser's requests to the test payment service, so that a payment stays under way until the returned function lets them through. */
export const holdPayments = (page: Page) => holdRequests(page, `${process.env.TEST_PAYMENTS_URL}/**`)
