// Guards the two order wizards: the steps and their rules as the shop states them, roster import,
// drafts that survive a reload, and submissions that reach the shop's database (never a price from
// the browser), at phone and desktop widths.
import { expect } from '@playwright/test'
import { test } from '../support/test'
import { register } from '../support/account-flow'
import { seriousViolations } from '../support/axe'
import { serviceClient } from '../support/commerce-service'
import { hydrated, open } from '../support/pages'
import { AFTER_SERVER_ACTION } from '../support/timeouts'
import { chooseLogo, continueButton, continueTo, fillTeamStep, importRoster, PNG_LOGO, rosterFile, stepTitle, TEAM } from '../support/wizard-flow'

const ROSTER_CSV = ['Name,Number,Jersey Size,Socks Size,Pant Shell Size,Captain Patch', '"Smith, Jr.",07,L,L,L,C', 'Lavoie,9,M,M,M,', '', 'Okafor,07,XL,XL,XL,A'].join('\r\n')

test('a product page leads to the quote wizard, whose team step checks each field with the shop\'s messages', async ({ page }) => {
  await open(page, '/products/chel-jersey')
  await page.getByRole('link', { name: /standard order/i }).first().click()
  await expect(page).toHaveURL('/order/chel-jersey')
  await hydrated(page)
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Chel jersey')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Order Process')
  await expect(stepTitle(page)).toHaveText('Team Information')
  await expect(page.getByRole('navigation', { name: 'Order progress' }).getByRole('listitem')).toHaveText(['1Team Info', '2Design', '3Roster', '4Details', '5Review'])

  await continueButton(page).click()
  await expect(page.getByText('Team name is required')).toBeVisible()
  await expect(page.getByText('Contact name is required')).toBeVisible()
  await expect(page.getByText('Email is required')).toBeVisible()
  await page.getByLabel('Team name').fill('Lakeside Loons')
  await expect(page.getByText('Team name is required')).toBeHidden()
  await expect(page.getByText('Contact name is required')).toBeVisible()

  await page.getByLabel('Contact name').fill('Jo Keeper')
  await page.getByLabel('Email', { exact: true }).fill('jo @example.com')
  await page.getByLabel('Phone (optional)').fill('call me')
  await continueButton(page).click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible()
  await expect(stepTitle(page)).toHaveText('Team Information')
  expect(await seriousViolations(page)).toEqual([])
})

test('the quote wizard end to end: design with a live preview, roster from a CSV, a reload, details, review, and a request stored with its reference', async ({ page }) => {
  await open(page, '/order/chel-jersey')
  await fillTeamStep(page)
  await continueTo(page, 'Design Customization')
  await expect(page.getByRole('navigation', { name: 'Order progress' }).getByRole('listitem').first()).toHaveAttribute('data-state', 'done')

  const body = page.locator('[data-zone="body"]').first()
  await page.getByRole('radio', { name: 'CHEL Gold Stripes' }).check()
  await expect(body).toHaveAttribute('fill', '#111827')
  await page.getByLabel('Primary color').fill('#b91c1c')
  await expect(body).toHaveAttribute('fill', /#b91c1c/i)
  await page.getByRole('radio', { name: 'Laced Collar' }).check()
  await page.getByLabel('Design notes (optional)').fill('Loon on the chest, wings on the shoulders')
  expect(await seriousViolations(page)).toEqual([])
  await continueTo(page, 'Roster Management')

  // An empty roster gets a first blank player, and a team cannot go on without a name or number.
  await expect(page.getByTestId('roster-count')).toHaveText('1 player in roster')
  await expect(continueButton(page)).toBeDisabled()
  await importRoster(page, rosterFile('loons.csv', ROSTER_CSV))
  await expect(page.getByTestId('roster-count')).toHaveText('3 players in roster')
  await expect(page.getByLabel('Nameplate').first()).toHaveValue('Smith, Jr.')
  await expect(page.getByLabel('Number').first()).toHaveValue('07')
  await expect(page.getByTestId('duplicate-numbers')).toContainText('07')
  await expect(page.locator('[data-duplicate]')).toHaveCount(2)
  await page.getByRole('button', { name: 'Spreadsheet View' }).click()
  await expect(page.getByRole('button', { name: /^Remove row/ })).toHaveCount(3)
  await page.getByLabel('Number, player 3').fill('88')
  await expect(page.getByTestId('duplicate-numbers')).toBeHidden()
  expect(await seriousViolations(page)).toEqual([])

  // A reload keeps everything typed so far, on the step the team was on.
  await page.reload()
  await hydrated(page)
  await expect(stepTitle(page)).toHaveText('Roster Management')
  await expect(page.getByText('Welcome back: we kept the order you started.')).toBeVisible()
  await expect(page.getByTestId('roster-count')).toHaveText('3 players in roster')
  await continueTo(page, 'Order Details')

  await page.getByLabel('Estimated quantity').fill('24')
  await expect(page.getByTestId('details-tier-price')).toContainText('At 24 items')
  await page.getByLabel('Target in-hands date (optional)').fill('2020-01-01')
  await continueButton(page, 'Review Order').click()
  await expect(page.getByText('The in-hands date cannot be in the past')).toBeVisible()
  const soon = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
  await page.getByLabel('Target in-hands date (optional)').fill(soon)
  await expect(page.getByTestId('delivery-outlook')).toContainText('Rush orders')
  await continueTo(page, 'Review & Get Quote', 'Review Order')

  const review = page.getByRole('region', { name: 'Your request' })
  await expect(review).toContainText(TEAM.teamName)
  await expect(review).toContainText('CHEL Game Jersey')
  await expect(review).toContainText('24')
  expect(await seriousViolations(page)).toEqual([])
  await continueButton(page, 'Submit for Quote').click()

  await expect(page).toHaveURL(/\/order\/confirmation\?kind=quote&ref=Q-/, AFTER_SERVER_ACTION)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Quote Request Has Been Submitted!')
  const reference = (await page.getByTestId('order-reference').textContent()) ?? ''
  const { data, error } = await serviceClient().from('quote_requests').select('*').eq('reference', reference).single()
  expect(error).toBeNull()
  expect(data).toMatchObject({ team_name: TEAM.teamName, contact_email: TEAM.contactEmail, product_slug: 'chel-jersey', estimated_quantity: 24, player_count: 3, user_id: null })
  expect((data?.roster as { name: string }[]).map((player) => player.name)).toEqual(['Smith, Jr.', 'Lavoie', 'Okafor'])

  // The draft is gone: the wizard starts afresh.
  await open(page, '/order/chel-jersey')
  await expect(page.getByLabel('Team name')).toHaveValue('')
})

test('a wizard opened without a product asks for one first', async ({ page }) => {
  await open(page, '/express-order')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Which product are you ordering?')
  await page.getByRole('link', { name: /Shinny Game Jersey/ }).click()
  await expect(page).toHaveURL('/express-order/shinny-jersey')
  await expect(stepTitle(page)).toHaveText('Team Information')
})

test('a draft that cannot be read is replaced by a fresh one, with a message', async ({ page }) => {
  await open(page, '/order/socks')
  await page.evaluate(() => localStorage.setItem('hockey-kit-shop:wizard:v1:quote:socks', '{"savedAt":1,"draft":{"step":"two"}}'))
  await page.reload()
  await hydrated(page)
  await expect(page.getByText('We could not read the order saved in this browser, so we started a fresh one.')).toBeVisible()
  await expect(stepTitle(page)).toHaveText('Team Information')
})

test('a roster file that cannot be read leaves the roster as it was, with a clear message', async ({ page }) => {
  await open(page, '/express-order/chel-jersey')
  await fillTeamStep(page)
  await continueTo(page, 'Roster Management')
  await page.getByLabel('Nameplate').fill('Keeper')
  await importRoster(page, rosterFile('roster.csv', 'just one column\nand another'))
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page.getByLabel('Nameplate')).toHaveValue('Keeper')
})

test('a text file renamed .png is refused as a logo by the server, even when the browser lets it through', async ({ page }) => {
  await open(page, '/order/showtime-jersey')
  await fillTeamStep(page)
  await continueTo(page, 'Design Customization')
  // The browser judges a file by its name, so this passes its check; the server reads the content.
  await chooseLogo(page, { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') })
  await expect(page.getByText('logo.png')).toBeVisible()
  await continueTo(page, 'Roster Management')
  await page.getByLabel('Nameplate').fill('Keeper')
  await continueTo(page, 'Order Details')
  await continueTo(page, 'Review & Get Quote', 'Review Order')
  await continueButton(page, 'Submit for Quote').click()
  await expect(stepTitle(page)).toHaveText('Design Customization', AFTER_SERVER_ACTION)
  await expect(page.getByRole('alert').filter({ hasText: 'Please upload an image file (PNG, JPG, etc.)' })).toBeVisible()
  await expect(page).toHaveURL('/order/showtime-jersey')
})

test('a signed-in team\'s quote request is linked to the account and listed there with its reference and logo', async ({ page }) => {
  await register(page)
  await open(page, '/order/shinny-jersey')
  await fillTeamStep(page)
  await continueTo(page, 'Design Customization')
  await chooseLogo(page, PNG_LOGO)
  await expect(page.locator('[data-zone="logo"]')).toHaveCount(1)
  await continueTo(page, 'Roster Management')
  await page.getByLabel('Nameplate').fill('Keeper')
  await page.getByLabel('Number').fill('31')
  await continueTo(page, 'Order Details')
  await continueTo(page, 'Review & Get Quote', 'Review Order')
  await continueButton(page, 'Submit for Quote').click()
  await expect(page).toHaveURL(/ref=Q-/, AFTER_SERVER_ACTION)
  const reference = (await page.getByTestId('order-reference').textContent()) ?? ''
  const { data } = await serviceClient().from('quote_requests').select('user_id, logo_path').eq('reference', reference).single()
  expect(data?.user_id).toBeTruthy()
  expect(data?.logo_path).toMatch(/\.png$/)

  await open(page, '/account')
  await expect(page.getByTestId('request').filter({ hasText: reference })).toContainText('Shinny Game Jersey')
})
