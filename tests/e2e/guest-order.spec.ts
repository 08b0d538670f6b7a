// Guards the order lifecycle from a guest's express order: staff find it in the inbox and send a
// mockup, which the guest receives attached; the customer, making an account with the address they
// ordered from, finds the order in it and approves the mockup there; staff start production, and the customer's e-mail and account
// say so.
import { randomUUID } from 'node:crypto'
import { expect, type Browser, type Page } from '@playwright/test'
import { fillCard } from '../support/card-flow'
import { moveTo } from '../support/back-office-flow'
import { newCustomer, register, signInStaff } from '../support/account-flow'
import { picturePng } from '../support/files'
import { attachmentNames, mailTo } from '../support/mailbox'
import { accountEntry, hydrated, open } from '../support/pages'
import { test } from '../support/test'
import { AFTER_SERVER_ACTION } from '../support/timeouts'
import { continueButton, continueTo, fillDelivery, fillTeamStep, importRoster, rosterFile, TEAM, wizard } from '../support/wizard-flow'

async function newPage(browser: Browser, baseURL: string | undefined, extraHTTPHeaders: Record<string, string> | undefined): Promise<Page> {
  return (await browser.newContext({ baseURL, extraHTTPHeaders })).newPage()
}

test('a guest’s express order: staff send a mockup, the customer approves it from the account made with the same address, and production starts', async ({ page: staff, browser, baseURL, extraHTTPHeaders }) => {
  test.slow()
  const page = await newPage(browser, baseURL, extraHTTPHeaders)
  const email = `guest-${randomUUID().slice(0, 8)}@example.com`
  const team = `Herons ${randomUUID().slice(0, 6)}`

  // A guest orders and pays in full, signed in to nothing.
  await open(page, '/express-order/chel-jersey')
  await hydrated(page)
  await fillTeamStep(page, { ...TEAM, teamName: team, contactEmail: email })
  await continueTo(page, 'Roster Management')
  await importRoster(page, rosterFile('herons.csv', ['Name,Number,Jersey Size,Socks Size,Pant Shell Size,Captain Patch', 'Morrison,17,XL,L,XL,C', 'Lavoie,9,M,M,M,'].join('\n')), 2)
  await continueTo(page, 'Logo Upload (Optional)')
  await continueTo(page, 'Payment')
  const form = wizard(page)
  await form.getByRole('radio', { name: /Pay in full/ }).check()
  await fillDelivery(form)
  await fillCard(form)
  await continueButton(page, 'Complete Order').click()
  await expect(page).toHaveURL(/\/order\/confirmation\/express\?ref=E-/, AFTER_SERVER_ACTION)
  const reference = (await page.getByTestId('order-reference').textContent()) ?? ''
  const confirmed = await mailTo(page.request, email, new RegExp(`^Your express order ${reference} is confirmed$`))
  expect(confirmed.text).toContain(`Create an account with ${email} to follow it, answer mockups and pay online`)

  // Staff find it in the inbox, start the design and send a mockup.
  await signInStaff(staff)
  await staff.getByLabel('Team, reference, e-mail or player').fill(email)
  await staff.getByRole('button', { name: 'Show' }).click()
  await staff.getByRole('list', { name: 'Inbox' }).getByRole('link', { name: `Express order ${reference}` }).click()
  await expect(staff.getByRole('heading', { name: `Express order ${reference}` })).toBeVisible()
  await moveTo(staff, 'In design')
  const orderPage = new URL(staff.url()).pathname + new URL(staff.url()).search
  await open(staff, orderPage)
  await staff.getByLabel(/^Mockup \(/).setInputFiles({ name: 'mockup-1.png', mimeType: 'image/png', buffer: picturePng(480, 320, [0, 51, 96]) })
  await staff.getByRole('button', { name: 'Send the mockup' }).click()
  await expect(staff.getByText('Mockup 1 sent: the customer is asked to approve it.')).toBeVisible(AFTER_SERVER_ACTION)
  // The guest has it by e-mail, attached, to answer by reply.
  const ready = await mailTo(page.request, email, new RegExp(`^Your mockup for express order ${reference} is ready to approve$`))
  expect(ready.text).toContain('Your mockup is attached. Reply to this e-mail to approve it or to say what to change.')
  expect(await attachmentNames(page.request, ready)).toEqual(['mockup-1.png'])

  // The customer makes an account with the address they ordered from: the order is in it, with the mockup to answer.
  await register(page, { ...newCustomer(), email })
  await page.goto('/account')
  const request = accountEntry(page, 'request', reference)
  await expect(request).toContainText('Status: Mockup sent')
  await expect(request).toContainText('Total $130.00 · paid $130.00')
  await expect(request.getByRole('img', { name: `Mockup 1 of ${team}` })).toBeVisible()
  await hydrated(page)
  await request.getByRole('button', { name: 'Approve mockup 1' }).click()
  await expect(request).toContainText('Status: Approved', AFTER_SERVER_ACTION)
  await page.screenshot({ path: test.info().outputPath('guest-order-approved.png'), fullPage: true })

  // Staff see the approval and start production; the customer is told, by e-mail and in the account.
  await open(staff, orderPage)
  await expect(staff.getByRole('listitem', { name: 'Mockup 1' })).toContainText('Approved by the customer')
  await moveTo(staff, 'In production')
  const started = await mailTo(page.request, email, new RegExp(`^Your express order ${reference} is now in production$`))
  expect(started.text).toContain('Follow it in your account')
  await page.goto('/account')
  await expect(request).toContainText('Status: In production')
})
