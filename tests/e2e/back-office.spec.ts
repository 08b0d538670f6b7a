// Guards the back office: staff find an order, a request or an enquiry in the inbox, read it (a
// roster with the sizes to make, a checkout order's items and addresses, an enquiry's message),
// download a roster or a logo, and move an order along the workflow with a note its customer then
// sees; anyone else gets the site's 404 at /admin and at every download.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { orderReference } from '@/lib/orders/reference'
import { routes } from '@/lib/routes'
import { signedInCustomer, signInStaff } from '../support/account-flow'
import { seriousViolations } from '../support/axe'
import { mailTo } from '../support/mailbox'
import { customerIdOf, storeExpressOrder, storeQuoteRequest } from '../support/commerce-service'
import { accountEntry, open } from '../support/pages'
import { seedDocument } from '../support/seed'
import { addToCart, fillAddress } from '../support/shop-flow'
import { test } from '../support/test'
import { AFTER_SERVER_ACTION } from '../support/timeouts'
import { chooseLogo, continueButton, continueTo, fillTeamStep, PNG_LOGO, TEAM, wizard } from '../support/wizard-flow'


/** The logo download beside an order's roster download. */

const notFoundTitle = seedDocument<{ title: string }>('notFoundPage').title

/** A customer's checkout order, placed through the shop: two jerseys to Buffalo. Its id, and its total as the checkout showed it. */
async function placeCheckoutOrder(page: Page) {
  await addToCart(page, 'showtime-jersey', { option: 'Elite Pro — $120.00', quantity: 2 })
  await open(page, '/checkout')
  await expect(page.getByTestId('checkout-total')).toHaveText(/^\$/)
  const total = (await page.getByTestId('checkout-total').textContent()) ?? ''
  await fillAddress(page, { street: '12 Blue Line Ave', city: 'Buffalo', region: 'NY', zip: '14201' })
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page).toHaveURL(/\/account\/order\?id=.+&placed=1/, AFTER_SERVER_ACTION)
  return { id: new URL(page.url()).searchParams.get('id') ?? '', total }
}

/**
 * The site's 404 page at `path`, with its status, and nothing of the back office: anyone but staff
 * everywhere in it, and staff asking for an entry that is not there (the proxy asks before the
 * page's frame streams out: lib/commerce/page-entries.ts).
 */
async function expectNotFound(page: Page, path = '/admin') {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundTitle)
  await expect(page.getByText('Inbox')).toHaveCount(0)
}

test('a visitor and a customer get the site’s 404 at /admin, at every entry’s page and at every download', async ({ page }) => {
  await expectNotFound(page)
  await signedInCustomer(page)
  await expectNotFound(page)
  for (const kind of ['quote', 'express', 'order', 'enquiry']) await expectNotFound(page, routes.adminOrder(kind, randomUUID()))
  await expectNotFound(page, routes.adminProductionSheet('express', randomUUID()))
  expect((await page.request.get(routes.adminRosterCsv('express', randomUUID()))).status()).toBe(404)
  expect((await page.request.get(routes.adminLogo('quote', randomUUID()))).status()).toBe(404)
})

test('staff sign out from the back office: they are sent to the shop, and the back office is the 404 for them after', { tag: '@phone' }, async ({ page }) => {
  await signInStaff(page)
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/$/, AFTER_SERVER_ACTION)
  await expectNotFound(page)
  await open(page, '/account')
  await expect(page).toHaveURL(/\/sign-in/)
})

test('staff find an order in the inbox, read its sizes, download its roster and move it into design; its customer sees the new status in the account and by e-mail', async ({ page: staff, browser, baseURL, extraHTTPHeaders }) => {
  // The customer in a browser of their own (from the same test address, which the site's limits count).
  const page = await (await browser.newContext({ baseURL, extraHTTPHeaders })).newPage()
  const customer = await signedInCustomer(page)
  const team = `Loons ${randomUUID().slice(0, 6)}`
  const goalie = `Côté ${randomUUID().slice(0, 6)}`
  const roster = [
    { name: 'Morrison', number: '17', jerseySize: 'XL', socksSize: 'L', pantShellSize: 'XL', captainPatch: 'C' },
    { name: 'Lavoie', number: '09', jerseySize: 'M', socksSize: 'M', pantShellSize: 'M', captainPatch: '' },
    { name: goalie, number: '31', jerseySize: 'M', socksSize: 'YL', pantShellSize: '', captainPatch: 'A' },
  ]
  const order = await storeExpressOrder({ userId: await customerIdOf(customer.email), status: 'received', teamName: team, contactEmail: 'jo.keeper@example.com', roster, pricePerPlayerCents: 10000 })

  await signInStaff(staff)
  await expect(staff.getByRole('heading', { name: 'Inbox' })).toBeVisible()
  // Found by a player's nameplate, among the orders of its product, with what it cost and what was paid.
  const search = staff.getByLabel('Team, reference, e-mail or player')
  await search.fill(goalie)
  await staff.getByLabel('Product').selectOption('Showtime Game Jersey')
  await staff.getByRole('button', { name: 'Show' }).click()
  await expect(staff).toHaveURL(/product=Showtime/)
  await expect(staff.getByRole('list', { name: 'Inbox' }).getByRole('listitem')).toHaveText([new RegExp(`Express order ${order.reference}.*\\$300\\.00 · paid \\$300\\.00`)])
  await staff.getByLabel('Product').selectOption('Performance Socks')
  await staff.getByRole('button', { name: 'Show' }).click()
  await expect(staff.getByText('Nothing matches these filters.')).toBeVisible()
  await staff.getByRole('link', { name: 'Clear filters' }).click()
  await search.fill(team)
  await staff.getByRole('button', { name: 'Show' }).click()
  await expect(staff).toHaveURL(/q=Loons/)
  await expect(staff.getByRole('list', { name: 'Inbox' }).getByRole('listitem')).toHaveCount(1)
  expect(await seriousViolations(staff)).toEqual([])
  await staff.screenshot({ path: test.info().outputPath('back-office-inbox.png'), fullPage: true })
  await staff.getByRole('link', { name: `Express order ${order.reference}` }).click()

  await expect(staff.getByRole('heading', { name: `Express order ${order.reference}` })).toBeVisible()
  await expect(staff.getByRole('region', { name: 'Order', exact: true })).toContainText('None uploaded')
  expect((await staff.request.get(routes.adminLogo('express', order.id))).status()).toBe(404)
  const sizes = staff.getByLabel('Sizes to make')
  await expect(sizes).toContainText('Jerseys: 3')
  await expect(sizes).toContainText('M × 2, XL × 1')
  await expect(sizes).toContainText('Captain patches: 2')
  const download = staff.waitForEvent('download')
  await staff.getByRole('link', { name: 'Download the roster (CSV)' }).click()
  const csv = readFileSync(await (await download).path(), 'utf8')
  expect(csv).toContain('Morrison,17,XL,L,XL,C')
  expect((await download).suggestedFilename()).toBe(`roster-${order.reference}.csv`)

  // Printed, the order's page is what it shows, without the back office's bar and forms.
  await staff.emulateMedia({ media: 'print' })
  await expect(staff.getByRole('button', { name: 'Change status' })).toBeHidden()
  await expect(staff.getByRole('navigation', { name: 'Back office' })).toBeHidden()
  await staff.emulateMedia({ media: 'screen' })

  // The production sheet: what to make, the size totals, and the roster by number.
  await staff.getByRole('link', { name: 'Production sheet' }).click()
  await expect(staff.getByRole('heading', { level: 1 })).toContainText(`${team} ${order.reference}`)
  await expect(staff.getByRole('region', { name: 'Size totals' })).toContainText('Jerseys (3)M × 2 · XL × 1')
  const byNumber = staff.getByRole('region', { name: 'Roster, by number' }).getByRole('row')
  await expect(byNumber).toHaveText([/^#Nameplate/, /^09Lavoie/, /^17Morrison/, /^31Côté/])
  await expect(staff.getByRole('region', { name: 'Ship to' })).toBeVisible()
  expect(await seriousViolations(staff)).toEqual([])
  await staff.emulateMedia({ media: 'print' })
  await expect(staff.getByRole('button', { name: 'Print the sheet' })).toBeHidden()
  await expect(staff.getByRole('navigation', { name: 'Back office' })).toBeHidden()
  await staff.screenshot({ path: test.info().outputPath('production-sheet-print.png'), fullPage: true })
  await staff.emulateMedia({ media: 'screen' })
  await staff.getByRole('link', { name: 'Back to the order' }).click()

  // The status list offers only what comes next: an express order skips the design stage unless its logo needs a mockup.
  const next = staff.getByLabel('New status')
  await expect(next.getByRole('option')).toHaveText(['Choose the next status', 'In design', 'In production', 'Cancelled'])
  // Sent without a choice, the form asks for one and keeps the note.
  await staff.getByLabel('Note for the history').fill('Logo received: mockup by Friday.')
  await staff.getByRole('button', { name: 'Change status' }).click()
  await expect(staff.getByRole('alert').filter({ hasText: 'Please choose the new status.' }).first()).toBeVisible(AFTER_SERVER_ACTION)
  await expect(staff.getByLabel('Note for the history')).toHaveValue('Logo received: mockup by Friday.')
  await next.selectOption({ label: 'In design' })
  await staff.getByRole('button', { name: 'Change status' }).click()
  await expect(staff.getByRole('status').filter({ hasText: 'Moved to In design' })).toBeVisible(AFTER_SERVER_ACTION)
  await expect(staff.getByText('Status: In design')).toBeVisible()
  await expect(staff.getByText('Logo received: mockup by Friday.')).toBeVisible()
  // Staff read which of them made the move; the customer reads it as the shop's.
  await expect(staff.getByRole('listitem').filter({ hasText: 'Logo received: mockup by Friday.' })).toContainText('by Shop Staff')
  expect(await seriousViolations(staff)).toEqual([])
  await staff.screenshot({ path: test.info().outputPath('back-office-order.png'), fullPage: true })

  await page.goto('/account')
  const request = accountEntry(page, 'request', order.reference)
  await expect(request).toContainText('Status: In design')
  // The count is what the list shows: sent, then moved to in design.
  await request.getByText('History (2 updates)').click()
  await expect(request.getByRole('listitem').filter({ hasText: /^(Sent to the shop|In design)/ })).toHaveCount(2)
  await expect(request.getByText('Logo received: mockup by Friday.')).toBeVisible()
  await expect(request.getByRole('listitem').filter({ hasText: 'Logo received: mockup by Friday.' })).toContainText('by the shop')
  await expect(request).not.toContainText('Shop Staff')
  // The team reads its roster there too, by number, with each player's sizes.
  await request.getByText('Roster (3 players)').click()
  await expect(request.getByRole('region', { name: `Roster of ${order.reference}` }).getByRole('row')).toHaveText([/^#Nameplate/, /^09LavoieMMM$/, /^17MorrisonXLLXLC$/, new RegExp(`^31${goalie}MYLA$`)])

  // And by e-mail, with the note, to the order's contact.
  const mail = await mailTo(page.request, 'jo.keeper@example.com', new RegExp(`^Your express order ${order.reference} is now in design$`))
  expect(mail.text).toContain('Our designers are working on your mockup.')
  expect(mail.text).toContain('> Logo received: mockup by Friday.')
})

test('staff list the quote requests by the date their teams want them, soonest first, those with none after', async ({ page: staff }) => {
  const prefix = `Owls ${randomUUID().slice(0, 6)}`
  const email = `owls-${randomUUID().slice(0, 8)}@example.com`
  for (const [team, wantedBy] of [['none', null], ['March', '2027-03-15'], ['January', '2027-01-10']] as const) {
    await storeQuoteRequest(email, `${prefix} ${team}`, { guest: true, wantedBy })
  }
  await signInStaff(staff)
  await open(staff, `${routes.admin}?${new URLSearchParams({ q: prefix, sort: 'wanted' })}`)
  await expect(staff.getByLabel('Sort')).toHaveValue('wanted')
  const rows = staff.getByRole('list', { name: 'Inbox' }).getByRole('listitem')
  await expect(rows).toHaveText([/January.*Wanted by Jan 10, 2027/, /March.*Wanted by Mar 15, 2027/, new RegExp(`${prefix} none`)])
  await staff.getByLabel('Sort').selectOption({ label: 'Newest first' })
  await staff.getByRole('button', { name: 'Show' }).click()
  await expect(rows).toHaveText([/January/, /March/, /none/])
})

test('staff add up the blanks to buy for the orders in production, on the page and as CSV; nobody else can', async ({ page: staff, browser, baseURL, extraHTTPHeaders }) => {
  // A product of this journey's own, so that other journeys' orders do not change its totals.
  const product = { slug: 'showtime-jersey', name: `Blanks Jersey ${randomUUID().slice(0, 6)}` }
  const roster = (sizes: string[]) => sizes.map((size, index) => ({ name: `P${index}`, number: String(index), jerseySize: size, socksSize: 'L', pantShellSize: '', captainPatch: '' }))
  const base = { userId: null, teamName: 'Blanks', contactEmail: 'blanks@example.com', pricePerPlayerCents: 5000, product }
  await storeExpressOrder({ ...base, status: 'in_production', roster: roster(['M', 'XL', 'M']) })
  await storeExpressOrder({ ...base, status: 'in_production', roster: roster(['YL', 'M']) })
  await storeExpressOrder({ ...base, status: 'approved', roster: roster(['2XL']) })

  await signInStaff(staff)
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Blanks' }).click()
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Blanks to buy')
  const rows = staff.getByRole('region', { name: 'Blanks by product, garment and size' }).getByRole('row').filter({ hasText: product.name })
  await expect(rows).toHaveText([`${product.name}JerseysYL1`, `${product.name}JerseysM3`, `${product.name}JerseysXL1`, `${product.name}SocksL5`])
  expect(await seriousViolations(staff)).toEqual([])
  await staff.screenshot({ path: test.info().outputPath('blanks.png'), fullPage: true })

  // With the approved orders too, and as CSV for the supplier.
  await staff.getByLabel('Orders', { exact: true }).selectOption({ label: 'Approved or in production' })
  await staff.getByRole('button', { name: 'Add up' }).click()
  await expect(rows).toHaveText([`${product.name}JerseysYL1`, `${product.name}JerseysM3`, `${product.name}JerseysXL1`, `${product.name}Jerseys2XL1`, `${product.name}SocksL6`])
  const download = staff.waitForEvent('download')
  await staff.getByRole('link', { name: 'Download the blanks (CSV)' }).click()
  const csv = readFileSync(await (await download).path(), 'utf8')
  expect(csv.startsWith('Product,Garment,Size,Quantity\r\n')).toBe(true)
  expect(csv).toContain(`${product.name},Jerseys,2XL,1\r\n`)
  expect((await download).suggestedFilename()).toBe('blanks-approved.csv')

  const customer = await (await browser.newContext({ baseURL, extraHTTPHeaders })).newPage()
  await signedInCustomer(customer)
  await expectNotFound(customer, routes.adminBlanks)
  expect((await customer.request.get(routes.adminBlanksCsv('scope=approved'))).status()).toBe(404)
})

test('staff open a checkout order from the inbox, read its items, total and addresses, and move it to processing; its customer gets the 404 there and sees the new status', async ({ page: staff, browser, baseURL, extraHTTPHeaders }) => {
  // A sign-up, a checkout, a staff sign-in and a status change: longer than one journey's usual time on a loaded machine.
  test.slow()
  const page = await (await browser.newContext({ baseURL, extraHTTPHeaders })).newPage()
  const customer = await signedInCustomer(page)
  const order = await placeCheckoutOrder(page)
  // The customer reads their own order in the database: only the back office's own checks keep them out.
  await expectNotFound(page, routes.adminOrder('order', order.id))

  await signInStaff(staff)
  await staff.getByLabel('Team, reference, e-mail or player').fill(customer.email)
  await staff.getByRole('button', { name: 'Show' }).click()
  await expect(staff).toHaveURL(/q=user-/)
  const reference = orderReference(order.id)
  await staff.getByRole('link', { name: `Checkout order ${reference}` }).click()

  await expect(staff.getByRole('heading', { name: `Checkout order ${reference}` })).toBeVisible()
  await expect(staff.getByText('Status: Pending')).toBeVisible()
  const items = staff.getByRole('region', { name: 'Items (2)' })
  const line = items.getByRole('row').nth(1)
  await expect(line.getByRole('cell')).toHaveText([/^Showtime Game JerseyElite Pro/, '2', '$120.00', '$240.00'])
  await expect(items.getByRole('row', { name: /^Total/ })).toHaveText(`Total${order.total}`)
  await expect(items).toContainText(`${order.total} by invoice, pending`)
  const shipping = staff.getByRole('region', { name: 'Shipping' })
  for (const fact of ['Standard shipping', `${customer.firstName} ${customer.lastName}`, '12 Blue Line Ave', 'Buffalo, NY 14201', 'United States']) await expect(shipping).toContainText(fact)
  await expect(shipping).toContainText('Bill toThe shipping address')
  await expect(staff.getByRole('region', { name: 'Customer' }).getByRole('link', { name: customer.email })).toHaveAttribute('href', `mailto:${customer.email}`)
  // Placing the order was the customer's move, not the shop's.
  await expect(staff.getByText('Order placed')).toBeVisible()
  await expect(staff.getByText('by the shop')).toHaveCount(0)
  await expect(staff.getByText('by the customer')).toBeVisible()

  // A checkout order has a workflow of its own: from pending, staff process it or cancel it.
  const next = staff.getByLabel('New status')
  await expect(next.getByRole('option')).toHaveText(['Choose the next status', 'Processing', 'Cancelled'])
  await next.selectOption({ label: 'Processing' })
  await staff.getByLabel('Note for the history').fill('Packed: ships Monday.')
  await staff.getByRole('button', { name: 'Change status' }).click()
  await expect(staff.getByRole('status').filter({ hasText: 'Moved to Processing' })).toBeVisible(AFTER_SERVER_ACTION)
  await expect(staff.getByText('Status: Processing')).toBeVisible()
  await expect(staff.getByText('Packed: ships Monday.')).toBeVisible()
  await expect(next.getByRole('option')).toHaveText(['Choose the next status', 'Shipped', 'Cancelled'])
  expect(await seriousViolations(staff)).toEqual([])
  await staff.screenshot({ path: test.info().outputPath('back-office-checkout-order.png'), fullPage: true })

  await page.goto('/account')
  const listed = accountEntry(page, 'order', reference)
  await expect(listed).toContainText('Status: Processing')
  await expect(listed).toContainText('Packed: ships Monday.')
})

test('staff open a contact enquiry from the inbox, read its message, answer it (the sender is e-mailed the answer), close and reopen it; its sender gets the 404 there, and staff get it for an entry that is not there', async ({ page: staff, browser, baseURL, extraHTTPHeaders }) => {
  // A contact form, a staff sign-in, an answer by e-mail, a close and a reopen: longer than one journey's usual time on a loaded machine.
  test.slow()
  const sender = await (await browser.newContext({ baseURL, extraHTTPHeaders })).newPage()
  const email = `jordan-${randomUUID().slice(0, 8)}@example.com`
  const message = `We need 40 jerseys for our league, numbers on the sleeves (${randomUUID().slice(0, 8)}).`
  await open(sender, '/contact')
  await sender.getByLabel('Name', { exact: true }).fill('Jordan Lee')
  await sender.getByLabel('Email', { exact: true }).fill(email)
  await sender.getByLabel('Type of enquiry').selectOption({ label: 'Wholesale/Bulk Order' })
  await sender.getByLabel('Message', { exact: true }).fill(message)
  await sender.getByRole('button', { name: 'Send Message' }).click()
  await expect(sender.getByRole('status').filter({ hasText: seedDocument<{ successTitle: string }>('contactPage').successTitle })).toBeVisible(AFTER_SERVER_ACTION)

  await signInStaff(staff)
  await staff.getByLabel('Kind', { exact: true }).selectOption({ label: 'Enquiry' })
  await staff.getByLabel('Team, reference, e-mail or player').fill(email)
  await staff.getByRole('button', { name: 'Show' }).click()
  await expect(staff).toHaveURL(/kind=enquiry/)
  const inbox = staff.getByRole('list', { name: 'Inbox' })
  await expect(inbox.getByRole('listitem')).toHaveCount(1)
  await inbox.getByRole('link', { name: /^Enquiry / }).click()

  await expect(staff.getByRole('heading', { level: 1, name: /^Enquiry [0-9A-F]{8}$/ })).toBeVisible()
  await expect(staff.getByRole('region', { name: 'Message' })).toContainText(message)
  const from = staff.getByRole('region', { name: 'From' })
  for (const fact of ['Jordan Lee', 'Wholesale/Bulk Order']) await expect(from).toContainText(fact)
  await expect(from.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  await expect(staff.getByText('Status: New')).toBeVisible()
  // An enquiry has no order workflow: it is answered, and closed.
  await expect(staff.getByLabel('New status')).toHaveCount(0)

  // Sent blank, the answer is asked for; then sent, kept with who sent it, and e-mailed to the sender.
  const answerBox = staff.getByLabel(`Answer (e-mailed to ${email})`)
  await staff.getByRole('button', { name: 'Send the answer' }).click()
  await expect(staff.getByRole('alert').filter({ hasText: 'Please write the answer.' }).first()).toBeVisible(AFTER_SERVER_ACTION)
  const answer = 'Yes: sleeve numbers are included on every jersey. A quote follows this week.'
  await answerBox.fill(answer)
  await staff.getByRole('button', { name: 'Send the answer' }).click()
  await expect(staff.getByRole('status').filter({ hasText: `Answer sent to ${email}.` })).toBeVisible(AFTER_SERVER_ACTION)
  await expect(answerBox).toHaveValue('')
  await expect(staff.getByText('Status: Answered')).toBeVisible()
  const answers = staff.getByRole('region', { name: 'Answers sent (1)' })
  await expect(answers).toContainText(answer)
  await expect(answers).toContainText('by Shop Staff')
  expect(await seriousViolations(staff)).toEqual([])
  await staff.screenshot({ path: test.info().outputPath('back-office-enquiry.png'), fullPage: true })
  const reply = await mailTo(staff.request, email, /^Re: your message to /)
  expect(reply.text).toContain(answer)
  expect(reply.text).toContain(message)

  // Closed, it takes no more answers and the inbox lists it as closed; reopened, it is answered again.
  await staff.getByRole('button', { name: 'Close the enquiry' }).click()
  await expect(staff.getByText('Status: Closed')).toBeVisible(AFTER_SERVER_ACTION)
  await expect(staff.getByRole('region', { name: 'From' })).toContainText('by Shop Staff')
  await expect(answerBox).toHaveCount(0)
  await open(staff, `${routes.admin}?${new URLSearchParams({ status: 'closed', q: email })}`)
  await expect(staff.getByRole('list', { name: 'Inbox' }).getByRole('listitem')).toHaveCount(1)
  await expect(staff.getByRole('list', { name: 'Inbox' })).toContainText('Closed')
  await staff.getByRole('list', { name: 'Inbox' }).getByRole('link', { name: /^Enquiry / }).click()
  await staff.getByRole('button', { name: 'Reopen the enquiry' }).click()
  await expect(staff.getByText('Status: Answered')).toBeVisible(AFTER_SERVER_ACTION)
  await expect(answerBox).toBeVisible()

  await expectNotFound(sender, new URL(staff.url()).pathname + new URL(staff.url()).search)
  for (const path of [routes.adminOrder('enquiry', randomUUID()), routes.adminOrder('order', randomUUID()), routes.adminOrder('order', 'not-an-id'), routes.adminOrder('invoice', randomUUID())]) {
    await expectNotFound(staff, path)
  }
})

test('staff download the logo a team sent with its quote request, as the very file; nobody else can', async ({ page: staff, browser, baseURL, extraHTTPHeaders }) => {
  // Five wizard steps, a submission and a staff sign-in: longer than one journey's usual time on a loaded machine.
  test.slow()
  const team = await (await browser.newContext({ baseURL, extraHTTPHeaders })).newPage()
  const teamName = `Loons ${randomUUID().slice(0, 6)}`
  const form = wizard(team)
  await open(team, '/order/shinny-jersey')
  await fillTeamStep(team, { ...TEAM, teamName })
  await continueTo(team, 'Design Customization')
  await chooseLogo(team, PNG_LOGO)
  await expect(form.getByText(PNG_LOGO.name)).toBeVisible()
  await continueTo(team, 'Roster Management')
  await form.getByLabel('Nameplate').fill('Keeper')
  await form.getByLabel('Number').fill('31')
  await continueTo(team, 'Order Details')
  await continueTo(team, 'Review & Get Quote', 'Review Order')
  await continueButton(team, 'Submit for Quote').click()
  await expect(team).toHaveURL(/ref=Q-/, AFTER_SERVER_ACTION)
  const reference = (await team.getByTestId('order-reference').textContent()) ?? ''

  await signInStaff(staff)
  await staff.getByLabel('Team, reference, e-mail or player').fill(reference)
  await staff.getByRole('button', { name: 'Show' }).click()
  await staff.getByRole('link', { name: `Quote request ${reference}` }).click()
  await expect(staff.getByRole('heading', { name: `Quote request ${reference}` })).toBeVisible()
  const link = staff.getByRole('link', { name: 'Download the logo' })
  const download = staff.waitForEvent('download')
  await link.click()
  expect((await download).suggestedFilename()).toBe(`logo-${reference}.png`)
  expect(readFileSync(await (await download).path())).toEqual(PNG_LOGO.buffer)
  expect(await seriousViolations(staff)).toEqual([])
  await staff.screenshot({ path: test.info().outputPath('back-office-quote.png'), fullPage: true })

  // Served as the image it is, only ever saved: never shown inline, sniffed or cached.
  const href = (await link.getAttribute('href')) ?? ''
  const file = await staff.request.get(href)
  expect(file.status()).toBe(200)
  expect(file.headers()).toMatchObject({
    'content-type': 'image/png',
    'content-disposition': `attachment; filename="logo-${reference}.png"`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  })
  expect(await file.body()).toEqual(PNG_LOGO.buffer)
  // The production sheet shows it, with the design the team chose.
  await staff.getByRole('link', { name: 'Production sheet' }).click()
  const logo = staff.getByRole('img', { name: `Logo of ${teamName}` })
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
  await expect(staff.getByRole('region', { name: 'Design' })).toContainText('Colours')
  // The team that sent it, signed out, gets the 404, and so does a customer.
  expect((await team.request.get(href)).status()).toBe(404)
  await signedInCustomer(team)
  expect((await team.request.get(href)).status()).toBe(404)
})
