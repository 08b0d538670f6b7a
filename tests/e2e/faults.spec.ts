// Guards what a customer sees when the shop's commerce backend fails in the middle of a checkout, and that the site
// recovers when it is back: a clear message, what was typed kept, nothing half-written, and exactly one order after.
import { expect } from '@playwright/test'
import { test } from '../support/test'
import { register } from '../support/account-flow'
import { customerIdOf, serviceClient } from '../support/commerce-service'
import { failBackendCalls } from '../support/faults'
import { mailTo, mailsTo } from '../support/mailbox'
import { open } from '../support/pages'
import { addToCart, fillAddress } from '../support/shop-flow'
import { AFTER_SERVER_ACTION } from '../support/timeouts'
import { ERROR_MESSAGES, SERVICE_UNAVAILABLE } from '@/lib/errors/catalogue'

const ADDRESS = { street: '3 Crease Court', city: 'Toronto', region: 'ON', country: 'CA', zip: 'M5V 2T6' }

async function ordersOf(userId: string) {
  const { data, error } = await serviceClient().from('orders').select('id, order_items(quantity)').eq('user_id', userId)
  expect(error).toBeNull()
  return data ?? []
}

async function cartLinesOf(userId: string) {
  const { data, error } = await serviceClient().from('cart_items').select('id').eq('user_id', userId)
  expect(error).toBeNull()
  return data ?? []
}

const alert = (page: import('@playwright/test').Page, text: string) => page.getByRole('main').getByRole('alert').filter({ hasText: text })

test('the backend is down when the order is placed: the customer is told, keeps the form, nothing is ordered; once it is back the same form places one order', async ({ page }) => {
  const customer = await register(page)
  const userId = await customerIdOf(customer.email)
  await addToCart(page, 'socks', { quantity: 2 })
  await open(page, '/checkout')
  await fillAddress(page, ADDRESS)

  await failBackendCalls({ path: '/rest/v1/rpc/place_order', bodyIncludes: userId, kind: 'refuse', times: 1 })
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(alert(page, SERVICE_UNAVAILABLE)).toBeVisible(AFTER_SERVER_ACTION)
  await expect(page.getByLabel('Street address')).toHaveValue(ADDRESS.street)
  await expect(page.getByLabel('ZIP or postal code')).toHaveValue(ADDRESS.zip)
  expect(await ordersOf(userId)).toEqual([])
  expect(await cartLinesOf(userId)).toHaveLength(1)

  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/placed=1/, AFTER_SERVER_ACTION)
  expect(await ordersOf(userId)).toHaveLength(1)
  expect(await cartLinesOf(userId)).toEqual([])
})

test('the answer is lost after the order was placed: the customer is told, and sending the form again finds that order, placed and e-mailed once', async ({ page }) => {
  const customer = await register(page)
  const userId = await customerIdOf(customer.email)
  await addToCart(page, 'socks', { quantity: 3 })
  await open(page, '/checkout')
  await fillAddress(page, ADDRESS)

  await failBackendCalls({ path: '/rest/v1/rpc/place_order', bodyIncludes: userId, kind: 'lose-answer', times: 1 })
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(alert(page, SERVICE_UNAVAILABLE)).toBeVisible(AFTER_SERVER_ACTION)
  await expect(alert(page, ERROR_MESSAGES.checkout)).toHaveCount(0)
  await expect(page.getByLabel('Street address')).toHaveValue(ADDRESS.street)
  // The backend did place it: one order, and the cart it came from is empty.
  expect(await ordersOf(userId)).toHaveLength(1)

  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/placed=1/, AFTER_SERVER_ACTION)
  const orders = await ordersOf(userId)
  expect(orders).toHaveLength(1)
  expect(orders[0]?.order_items).toEqual([{ quantity: 3 }])
  expect(page.url()).toContain(orders[0]?.id)
  await mailTo(page.request, customer.email, /is placed$/)
  expect((await mailsTo(page.request, customer.email)).filter((mail) => /is placed$/.test(mail.subject))).toHaveLength(1)
})
