// Guards the two order wizards: the steps and their rules as the shop states them, roster import,
// drafts that survive a reload, and submissions that reach the shop's database (never a price from
// the browser), at phone and desktop widths.
import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { LOGO_MESSAGES } from '@/lib/uploads/logo'
import { CARDS, fillCard, holdPayments } from '../support/card-flow'
import { test } from '../support/test'
import { signedInCustomer } from '../support/account-flow'
import { seriousViolations } from '../support/axe'
import { picturePng } from '../support/files'
import { serviceClient } from '../support/commerce-service'
import { mailTo, sentHeader } from '../support/mailbox'
import { accountEntry, hydrated, layoutShift, open } from '../support/pages'
import { seedDocument } from '../support/seed'
import { AFTER_SERVER_ACTION } from '../support/timeouts'
import { chooseLogo, continueButton, continueTo, DELIVERY, fillDelivery, fillTeamStep, importRoster, PNG_LOGO, quoteOnReview, rosterFile, stepTitle, TEAM, wizard } from '../support/wizard-flow'

const ROSTER_CSV = ['Name,Number,Jersey Size,Socks Size,Pant Shell Size,Captain Patch', '"Smith, Jr.",07,L,L,L,C', 'Lavoie,9,M,M,M,', '', 'Okafor,07,XL,XL,XL,A'].join('\r\n')

test('a product page leads to the quote wizard, whose team step checks each field with the shop\'s messages @phone', async ({ page }) => {
  const form = wizard(page)
  await open(page, '/products/chel-jersey')
  await page.getByRole('link', { name: /standard order/i }).first().click()
  await expect(page).toHaveURL('/order/chel-jersey')
  await hydrated(page)
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Chel jersey')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Order Process')
  await expect(stepTitle(page)).toHaveText('Team Information')
  await expect(page.getByRole('navigation', { name: 'Order progress' }).getByRole('listitem')).toHaveText(['1Team Info', '2Design', '3Roster', '4Details', '5Review'])

  await continueButton(page).click()
  await expect(form.getByText('Team name is required')).toBeVisible()
  await expect(form.getByText('Contact name is required')).toBeVisible()
  await expect(form.getByText('Email is required')).toBeVisible()
  await form.getByLabel('Team name').fill('Lakeside Loons')
  await expect(form.getByText('Team name is required')).toBeHidden()
  await expect(form.getByText('Contact name is required')).toBeVisible()

  await form.getByLabel('Contact name').fill('Jo Keeper')
  await form.getByLabel('Email', { exact: true }).fill('jo @example.com')
  await form.getByLabel('Phone (optional)').fill('call me')
  await continueButton(page).click()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(form.getByText('Please enter a valid phone number')).toBeVisible()
  await expect(stepTitle(page)).toHaveText('Team Information')
  expect(await seriousViolations(page)).toEqual([])
})

test('the quote wizard end to end: design with a live preview, roster from a CSV, a reload, details, review, and a request stored with its reference @phone', async ({ page }) => {
  // Five steps, five axe checks, a reload and a server action: over 90 s on a loaded 2-core machine (seen in CI).
  test.slow()
  const form = wizard(page)
  // An address of its own: the summaries to one address are capped each hour (LIMITS.unverifiedMailsByRecipient), and other journeys use TEAM's.
  const team = { ...TEAM, contactEmail: `jo.keeper-${randomUUID().slice(0, 8)}@example.com` }
  await open(page, '/order/chel-jersey')
  await fillTeamStep(page, team)
  await continueTo(page, 'Design Customization')
  await expect(page.getByRole('navigation', { name: 'Order progress' }).getByRole('listitem').first()).toHaveAttribute('data-state', 'done')

  const body = form.locator('[data-zone="body"]').first()
  await form.getByRole('radio', { name: 'CHEL Gold Stripes' }).check()
  await expect(body).toHaveAttribute('fill', '#111827')
  await form.getByLabel('Primary color').fill('#b91c1c')
  await expect(body).toHaveAttribute('fill', /#b91c1c/i)
  await form.getByRole('radio', { name: 'Laced Collar' }).check()
  await form.getByLabel('Design notes (optional)').fill('Loon on the chest, wings on the shoulders')
  expect(await seriousViolations(page)).toEqual([])
  await continueTo(page, 'Roster Management')

  // An empty roster gets a first blank row, which is no player yet (none is charged for it), and a
  // team cannot go on without a name or number.
  await expect(form.getByTestId('roster-count')).toHaveText('0 players in roster')
  await expect(continueButton(page)).toBeDisabled()
  await importRoster(page, rosterFile('loons.csv', ROSTER_CSV), 3)
  await expect(form.getByLabel('Nameplate').first()).toHaveValue('Smith, Jr.')
  await expect(form.getByLabel('Number').first()).toHaveValue('07')
  await expect(form.getByTestId('duplicate-numbers')).toContainText('07')
  await expect(form.locator('[data-duplicate]')).toHaveCount(2)
  await form.getByRole('button', { name: 'Spreadsheet View' }).click()
  await expect(form.getByRole('button', { name: /^Remove row/ })).toHaveCount(3)
  // The table scrolls inside its frame; the page itself never scrolls sideways, even on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  await form.getByLabel('Number, player 3').fill('88')
  await expect(form.getByTestId('duplicate-numbers')).toBeHidden()
  expect(await seriousViolations(page)).toEqual([])

  // A reload keeps everything typed so far, on the step the team was on, where they were on the page:
  // at its foot, where the first step the server draws shows the footer, which the roster then moved
  // down unless the wizard put the scroll back itself once the roster was on screen (seen in CI).
  const foot = await page.evaluate(() => (window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }), window.scrollY))
  await page.reload()
  await hydrated(page)
  await expect(stepTitle(page)).toHaveText('Roster Management')
  await expect(form.getByText('Welcome back: we kept the order you started.')).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(foot)
  // The notice comes once the browser's draft is read, over the page: nothing the team reads moves for it.
  const shift = await layoutShift(page)
  expect(shift.score, shift.moved).toBeLessThanOrEqual(0.02)
  // WCAG 2.2 target size, whatever the font and the wrapping (axe let a 20 px "OK" pass when nothing sat beside it).
  const dismiss = await form.getByRole('button', { name: 'OK' }).boundingBox()
  expect(Math.min(dismiss?.width ?? 0, dismiss?.height ?? 0)).toBeGreaterThanOrEqual(24)
  await expect(form.getByTestId('draft-kept')).toHaveText('Your answers are saved in this browser as you go: you can close the page and carry on later.')
  await expect(form.getByTestId('roster-count')).toHaveText('3 players in roster')
  await continueTo(page, 'Order Details')

  await form.getByLabel('Estimated quantity').fill('24')
  await expect(form.getByTestId('details-tier-price')).toContainText('At 24 items')
  await form.getByLabel('Target in-hands date (optional)').fill('2020-01-01')
  await continueButton(page, 'Review Order').click()
  await expect(form.getByText('The in-hands date cannot be in the past')).toBeVisible()
  const soon = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
  await form.getByLabel('Target in-hands date (optional)').fill(soon)
  await expect(form.getByTestId('delivery-outlook')).toContainText('Rush orders')
  expect(await seriousViolations(page)).toEqual([])
  await continueTo(page, 'Review & Get Quote', 'Review Order')

  const review = form.getByRole('region', { name: 'Your request' })
  await expect(review).toContainText(TEAM.teamName)
  await expect(review).toContainText('CHEL Game Jersey')
  await expect(review).toContainText('24')
  // The wanted-by date reads the same here, in the e-mail and in the back office: the day typed, written out.
  const soonWritten = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(soon))
  await expect(form.getByRole('region', { name: 'Order details' })).toContainText(`In-hands date${soonWritten}`)
  expect(await seriousViolations(page)).toEqual([])
  await continueButton(page, 'Submit for Quote').click()

  await expect(page).toHaveURL(/\/order\/confirmation\?ref=Q-/, AFTER_SERVER_ACTION)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Quote Request Has Been Submitted!')
  const reference = (await page.getByTestId('order-reference').textContent()) ?? ''
  const { data, error } = await serviceClient().from('quote_requests').select('*').eq('reference', reference).single()
  expect(error).toBeNull()
  expect(data).toMatchObject({ team_name: TEAM.teamName, contact_email: team.contactEmail, product_slug: 'chel-jersey', estimated_quantity: 24, player_count: 3, user_id: null })
  expect((data?.roster as { name: string }[]).map((player) => player.name)).toEqual(['Smith, Jr.', 'Lavoie', 'Okafor'])

  // The confirmation page's promise: a summary by e-mail, and the shop told of it.
  const summary = await mailTo(page.request, team.contactEmail, new RegExp(`^We received your quote request ${reference}$`))
  for (const fact of [TEAM.teamName, 'CHEL Game Jersey', /Roster:\s+3 players/, /Estimated quantity:\s+24/, new RegExp(`Wanted by:\\s+${soonWritten}`)]) expect(summary.text).toMatch(fact)
  // With the roster itself, so the team can check what will be made.
  expect(summary.text).toMatch(/ROSTER \(3 PLAYERS\)\n\n#\s+Nameplate\s+Jersey/)
  for (const name of ['Smith, Jr.', 'Lavoie', 'Okafor']) expect(summary.text).toContain(name)
  expect(summary.text).toContain(`Keep this e-mail: quote your reference ${reference}`)
  const notice = await mailTo(page.request, seedDocument<{ notificationEmail: string }>('siteSettings').notificationEmail, new RegExp(`^New quote request ${reference} · ${TEAM.teamName}$`))
  expect(notice.text).toMatch(new RegExp(`Open it in the back office: http\\S+/admin/order\\?kind=quote&id=${data?.id}`))
  expect(await sentHeader(page.request, notice, 'Reply-To')).toBe(team.contactEmail)

  // The draft is gone: the wizard starts afresh.
  await open(page, '/order/chel-jersey')
  await expect(form.getByLabel('Team name')).toHaveValue('')
})

test('a step\'s buttons come with the step, so they never move under the pointer: a reload on the review step @phone', async ({ page }) => {
  await quoteOnReview(page)
  // Every place the send button is drawn from the reload on, frame by frame.
  await page.addInitScript(() => {
    const drawnAt = ((window as unknown as { sendButtonAt: number[] }).sendButtonAt = [] as number[])
    const started = performance.now()
    const sample = () => {
      const button = [...document.querySelectorAll('[data-testid="order-wizard"] button')].find((element) => element.textContent === 'Submit for Quote')
      const top = button && Math.round(button.getBoundingClientRect().top + window.scrollY)
      if (top !== undefined && drawnAt.at(-1) !== top) drawnAt.push(top)
      if (performance.now() - started < 4000) requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
  await page.reload()
  await expect(wizard(page).getByRole('region', { name: 'Your request' })).toBeVisible()
  await page.waitForTimeout(1000)
  // It was drawn first under the step's title, then about a thousand pixels lower once the step loaded:
  // a click in between (a journey's, one run in a few dozen) landed on nothing.
  expect(await page.evaluate(() => (window as unknown as { sendButtonAt: number[] }).sendButtonAt)).toHaveLength(1)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('each wizard\'s first step is in the page as sent, painted at once, not a loading line a script swaps it for', async ({ page }) => {
    for (const path of ['/order/chel-jersey', '/express-order/chel-jersey']) {
      await page.goto(path)
      await expect(wizard(page).getByLabel('Team name')).toBeVisible()
      await expect(page.getByText('Loading this step…')).toHaveCount(0)
    }
  })
})

test('a wizard opened without a product asks for one first @phone', async ({ page }) => {
  await open(page, '/express-order')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Which product are you ordering?')
  await page.getByRole('link', { name: /Shinny Game Jersey/ }).click()
  await expect(page).toHaveURL('/express-order/shinny-jersey')
  await expect(stepTitle(page)).toHaveText('Team Information')
})

test('a draft that cannot be read is replaced by a fresh one, with a message', async ({ page }) => {
  const form = wizard(page)
  const key = 'hockey-kit-shop:wizard:v1:quote:socks'
  await open(page, '/order/socks')
  // The wizard saves its fresh draft once it has loaded: spoil it only after that, or the save would overwrite it.
  await expect.poll(() => page.evaluate((name) => localStorage.getItem(name), key)).not.toBeNull()
  await page.evaluate((name) => localStorage.setItem(name, '{"savedAt":1,"draft":{"step":"two"}}'), key)
  await page.reload()
  await hydrated(page)
  await expect(form.getByText('We could not read the order saved in this browser, so we started a fresh one.')).toBeVisible()
  await expect(stepTitle(page)).toHaveText('Team Information')
})

test('a browser that cannot keep the draft or the logo says so, and the page keeps them while it is open', async ({ page }) => {
  const form = wizard(page)
  // As in a locked-down or full browser: local storage refuses writes and IndexedDB will not open.
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    IDBFactory.prototype.open = () => {
      throw new DOMException('Blocked', 'SecurityError')
    }
  })
  await open(page, '/order/socks')
  await expect(form.getByTestId('draft-kept')).toContainText('This browser is not keeping your answers')
  await fillTeamStep(page)
  await continueTo(page, 'Design Customization')
  await chooseLogo(page, PNG_LOGO)
  await expect(form.getByTestId('logo-kept')).toHaveText('This browser cannot keep the logo: if you leave or reload the page, choose it again.')
  await expect(form.getByText(PNG_LOGO.name)).toBeVisible()
})

test('a roster file that cannot be read leaves the roster as it was, with a clear message', async ({ page }) => {
  const form = wizard(page)
  await open(page, '/express-order/chel-jersey')
  await fillTeamStep(page)
  await continueTo(page, 'Roster Management')
  await form.getByLabel('Nameplate').fill('Keeper')
  await importRoster(page, rosterFile('roster.csv', 'just one column\nand another'))
  await expect(form.getByRole('alert')).toBeVisible()
  await expect(form.getByLabel('Nameplate')).toHaveValue('Keeper')
})

test('a logo is checked as it is chosen: a text file renamed .png is refused at once; one only the server refuses is said on its step, and choosing another clears that', async ({ page }) => {
  test.slow()
  const form = wizard(page)
  await open(page, '/order/showtime-jersey')
  await fillTeamStep(page)
  await continueTo(page, 'Design Customization')
  // Its name says PNG, but the browser cannot draw it: refused before anything else is typed.
  await chooseLogo(page, { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') })
  await expect(form.getByRole('alert').filter({ hasText: LOGO_MESSAGES.damaged })).toBeVisible()
  await expect(form.getByRole('img', { name: 'Preview of your logo' })).toHaveCount(0)
  // A picture the browser draws, but wider than the shop prints: the server says so on the logo's step.
  await chooseLogo(page, { name: 'banner.png', mimeType: 'image/png', buffer: picturePng(10_001, 1, [10, 40, 90]) })
  await expect(form.getByText('banner.png')).toBeVisible()
  await expect(form.getByRole('alert')).toHaveCount(0)
  await continueTo(page, 'Roster Management')
  await form.getByLabel('Nameplate').fill('Keeper')
  await continueTo(page, 'Order Details')
  await continueTo(page, 'Review & Get Quote', 'Review Order')
  await continueButton(page, 'Submit for Quote').click()
  await expect(stepTitle(page)).toHaveText('Design Customization', AFTER_SERVER_ACTION)
  const refusal = form.getByRole('alert').filter({ hasText: LOGO_MESSAGES.tooManyPixels })
  await expect(refusal).toBeVisible()
  await expect(page).toHaveURL('/order/showtime-jersey')
  // Another logo answers it: the refusal goes.
  await form.getByRole('button', { name: 'Remove', exact: true }).click()
  await chooseLogo(page, PNG_LOGO)
  await expect(form.getByRole('img', { name: 'Preview of your logo' })).toBeVisible()
  await expect(refusal).toHaveCount(0)
})

test('a signed-in team\'s quote request is linked to the account and listed there with its reference and logo', async ({ page }) => {
  const form = wizard(page)
  const customer = await signedInCustomer(page)
  await open(page, '/order/shinny-jersey')
  // An order started afresh by a signed-in customer has their name and e-mail as its contact.
  await expect(form.getByLabel('Contact name')).toHaveValue(`${customer.firstName} ${customer.lastName}`)
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(customer.email)
  await expect(form.getByLabel('Team name')).toHaveValue('')
  await fillTeamStep(page)
  await continueTo(page, 'Design Customization')
  await chooseLogo(page, PNG_LOGO)
  await expect(form.locator('[data-zone="logo"]')).toHaveCount(1)
  // The logo is kept with the draft once the page says so: a reload then still has it.
  await expect(form.getByTestId('logo-kept')).toHaveText('Saved in this browser with your draft.')
  await page.reload()
  await hydrated(page)
  await expect(form.getByText(PNG_LOGO.name)).toBeVisible()
  await expect(form.locator('[data-zone="logo"]')).toHaveCount(1)
  await continueTo(page, 'Roster Management')
  await form.getByLabel('Nameplate').fill('Keeper')
  await form.getByLabel('Number').fill('31')
  await continueTo(page, 'Order Details')
  await continueTo(page, 'Review & Get Quote', 'Review Order')
  await continueButton(page, 'Submit for Quote').click()
  await expect(page).toHaveURL(/ref=Q-/, AFTER_SERVER_ACTION)
  const reference = (await page.getByTestId('order-reference').textContent()) ?? ''
  const { data } = await serviceClient().from('quote_requests').select('user_id, logo_path').eq('reference', reference).single()
  expect(data?.user_id).toBeTruthy()
  expect(data?.logo_path).toMatch(/\.png$/)

  await open(page, '/account')
  await expect(accountEntry(page, 'request', reference)).toContainText('Shinny Game Jersey')
})

test('an express order is priced by its product: socks at the price per player staff set for socks, not a jersey’s', async ({ page }) => {
  const form = wizard(page)
  await open(page, '/express-order/socks')
  await hydrated(page)
  await fillTeamStep(page)
  await continueTo(page, 'Roster Management')
  await importRoster(page, rosterFile('loons.csv', ROSTER_CSV), 3)
  await continueTo(page, 'Logo Upload (Optional)')
  await continueTo(page, 'Payment')
  await expect(form.getByTestId('payment-players')).toHaveText('3')
  await expect(form.getByText('Price per player').locator('..')).toContainText('$19.99')
  await expect(form.getByTestId('payment-subtotal')).toHaveText('$59.97')
  // 30 % of $59.97, rounded up to a whole dollar.
  await expect(form.getByTestId('payment-deposit')).toHaveText('$18.00')
})

test('the express wizard end to end: roster, logo, a declined card then a good one, paid, stored, listed in the account, and no card number ever sent to the site @phone', async ({ page, baseURL }) => {
  // A sign-up, four steps, six axe checks and two payments: longer than one journey's usual time on a loaded machine.
  test.slow()
  const form = wizard(page)
  await signedInCustomer(page)
  const toSite: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(baseURL ?? '')) toSite.push(`${request.url()} ${request.postData() ?? ''}`)
  })
  await open(page, '/products/chel-jersey')
  await page.getByRole('link', { name: /express order/i }).first().click()
  await expect(page).toHaveURL('/express-order/chel-jersey')
  await hydrated(page)
  await expect(page.getByRole('navigation', { name: 'Order progress' }).getByRole('listitem')).toHaveText(['1Team Info', '2Roster', '3Logo', '4Payment'])
  await fillTeamStep(page)
  expect(await seriousViolations(page)).toEqual([])
  await continueTo(page, 'Roster Management')
  await importRoster(page, rosterFile('loons.csv', ROSTER_CSV), 3)
  expect(await seriousViolations(page)).toEqual([])
  await continueTo(page, 'Logo Upload (Optional)')

  await chooseLogo(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a logo') })
  await expect(form.getByRole('alert').filter({ hasText: 'Please upload an image file (PNG, JPG, etc.)' })).toBeVisible()
  await chooseLogo(page, { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) })
  await expect(form.getByRole('alert').filter({ hasText: 'File size should be less than 5MB' })).toBeVisible()
  await chooseLogo(page, PNG_LOGO)
  await expect(form.getByRole('img', { name: 'Preview of your logo' })).toBeVisible()
  await form.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(form.getByRole('img', { name: 'Preview of your logo' })).toBeHidden()
  await chooseLogo(page, PNG_LOGO)
  await form.getByLabel('Logo notes (optional)').fill('Left chest, please')
  expect(await seriousViolations(page)).toEqual([])
  await continueTo(page, 'Payment')

  await expect(form.getByTestId('payment-players')).toHaveText('3')
  await expect(form.getByTestId('payment-subtotal')).toHaveText('$195.00')
  await expect(form.getByTestId('payment-deposit')).toHaveText('$59.00')
  await expect(form.getByTestId('payment-due')).toHaveText('$59.00')
  await form.getByRole('radio', { name: /Pay in full/ }).check()
  await expect(form.getByTestId('payment-due')).toHaveText('$195.00')
  await form.getByRole('radio', { name: /deposit/ }).check()
  await expect(form.getByTestId('payment-due')).toHaveText('$59.00')

  // Where it goes is asked before any card is charged, for the contact unless the team says otherwise: each
  // missing field is said at its input, the first one focused.
  await expect(form.getByLabel('Who receives it (full name)')).toHaveValue(TEAM.contactName)
  await fillCard(form, CARDS.declined)
  await continueButton(page, 'Complete Order').click()
  await expect(form.getByLabel('Street address')).toBeFocused()
  await expect(form.getByText('Street address is required')).toBeVisible()
  await expect(form.getByText('Postal code is required')).toBeVisible()
  await fillDelivery(form, { ...DELIVERY, postalCode: '90210' })
  await continueButton(page, 'Complete Order').click()
  await expect(form.getByText('Please enter a postal code such as K1A 0B1')).toBeVisible()
  await form.getByLabel('ZIP or postal code').fill(DELIVERY.postalCode)
  expect(await seriousViolations(page)).toEqual([])
  // While the card is being charged its fields are locked; a decline is said where the team is looking.
  const cardNumber = form.getByLabel('Card number')
  const release = await holdPayments(page)
  await continueButton(page, 'Complete Order').click()
  await expect(cardNumber).toBeDisabled(AFTER_SERVER_ACTION)
  release()
  const declined = form.getByRole('alert').filter({ hasText: 'Your card was declined.' })
  await expect(declined).toBeVisible(AFTER_SERVER_ACTION)
  await expect(declined).toBeInViewport()
  expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Your card was declined.')
  await expect(cardNumber).toBeEnabled()
  await expect(stepTitle(page)).toHaveText('Payment')

  await form.getByLabel('Card number').fill('4242 4242 4242 4242')
  await continueButton(page, 'Complete Order').click()
  await expect(page).toHaveURL(/\/order\/confirmation\/express\?ref=E-/, AFTER_SERVER_ACTION)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Express Order Has Been Placed!')
  await expect(page.getByRole('heading', { level: 3, name: 'Payment Received' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  const reference = (await page.getByTestId('order-reference').textContent()) ?? ''

  const service = serviceClient()
  const { data: order } = await service.from('express_orders').select('*').eq('reference', reference).single()
  expect(order).toMatchObject({ status: 'received', payment_type: 'deposit', player_count: 3, subtotal_cents: 19500, amount_due_cents: 5900, amount_paid_cents: 5900, logo_notes: 'Left chest, please' })
  expect(order?.delivery).toEqual(DELIVERY)
  expect(order?.logo_path).toMatch(/\.png$/)
  const { data: payments } = await service.from('request_payments').select('status, amount_cents').eq('express_order_id', order?.id ?? '')
  expect(payments).toEqual([{ status: 'succeeded', amount_cents: 5900 }])
  expect(order?.user_id).toBeTruthy()
  expect(toSite.filter((sent) => /4242\s?4242|4000\s?0000/.test(sent))).toEqual([])
  expect(JSON.stringify(order)).not.toMatch(/4242|4000 0000/)

  await open(page, '/account')
  const listed = accountEntry(page, 'request', reference)
  await expect(listed).toContainText('Express order')
  await expect(listed).toContainText('Status: Received')
  await expect(listed).toContainText('Total $195.00 · paid $59.00 · balance $136.00')

  // Paid, the order is confirmed by e-mail with what is left to pay, and nothing of the card.
  const confirmation = await mailTo(page.request, TEAM.contactEmail, new RegExp(`^Your express order ${reference} is confirmed$`))
  for (const fact of [/Total:\s+\$195\.00/, /Deposit paid:\s+\$59\.00/, /Balance due before shipping:\s+\$136\.00/, /Follow it in your account: http/]) {
    expect(confirmation.text).toMatch(fact)
  }
  expect(`${confirmation.text}${confirmation.html}`).not.toMatch(/4242|4000 ?0000|\d{13,}/)
})

test('rows pasted from a spreadsheet fill the roster, which can be saved as a team and loaded into another order', async ({ page }) => {
  const form = wizard(page)
  await open(page, '/express-order/socks')
  await fillTeamStep(page)
  await continueTo(page, 'Roster Management')
  await form.getByRole('button', { name: 'Spreadsheet View' }).click()
  // What a spreadsheet puts on the clipboard: tab-separated cells, one line per row.
  await form.getByLabel('Nameplate, player 1').evaluate((input, text) => {
    const data = new DataTransfer()
    data.setData('text/plain', text)
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, 'Morrison\t17\tXL\tL\tXL\tC\nLavoie\t9\tM\tM\tM\t\n')
  await expect(form.getByTestId('roster-count')).toHaveText('2 players in roster')
  await expect(form.getByLabel('Number, player 1')).toHaveValue('17')
  await expect(form.getByLabel('Jersey Size, player 2')).toHaveValue('M')

  await form.getByRole('button', { name: 'Save this team' }).click()
  await expect(form.getByText(`Saved "${TEAM.teamName}".`)).toBeVisible(AFTER_SERVER_ACTION)

  await open(page, '/order/pant-shells')
  await fillTeamStep(page, { ...TEAM, teamName: 'Another Team' })
  await continueTo(page, 'Design Customization')
  await continueTo(page, 'Roster Management')
  await form.getByRole('button', { name: 'Load team' }).click()
  await expect(form.getByTestId('roster-count')).toHaveText('2 players in roster')
  await expect(form.getByLabel('Nameplate').first()).toHaveValue('Morrison')
})
