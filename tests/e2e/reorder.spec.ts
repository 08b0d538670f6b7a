// Guards reorders and fill-ins: from a past quote request in the account, "Order again" starts a new
// quote with the same team, design, logo and roster; the team adds a player and sends it as a new
// request. Nobody can start from another customer's order, nor read its logo.
import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { routes } from '@/lib/routes'
import { signedInCustomer } from '../support/account-flow'
import { serviceClient } from '../support/commerce-service'
import { picturePng } from '../support/files'
import { hydrated, open } from '../support/pages'
import { seedDocument } from '../support/seed'
import { test } from '../support/test'
import { AFTER_SERVER_ACTION } from '../support/timeouts'
import { continueButton, continueTo, stepTitle, wizard } from '../support/wizard-flow'

// The wizard stores a collar style by its key in the site settings (the seed derives keys from their content).
const laced = seedDocument<{ collarStyles: { _key: string; title: string }[] }>('siteSettings').collarStyles.find((style) => style.title === 'Laced Collar')!
const design = {
  templateId: 'jerseyTemplate-chel', templateName: 'CHEL Gold Stripes', primaryColor: '#B91C1C', secondaryColor: '#FACC15', collarStyle: laced._key, collarName: laced.title,
  designNotes: 'Loon on the chest',
}
const roster = [
  { name: 'Morrison', number: '17', jerseySize: 'XL', socksSize: 'L', pantShellSize: 'XL', captainPatch: 'C' },
  { name: 'Lavoie', number: '9', jerseySize: 'M', socksSize: 'M', pantShellSize: 'M', captainPatch: '' },
]

/** The logo the team sent last season, as the private bucket holds it. */
const LOGO = picturePng(64, 48, [185, 28, 28])

/** A quote request the customer with this e-mail sent last season, with its logo. */
async function pastQuote(email: string, teamName: string) {
  const service = serviceClient()
  const { data: profile } = await service.from('profiles').select('id').eq('email', email).single()
  const logoPath = `reorder-journey/${randomUUID()}.png`
  const upload = await service.storage.from('logos').upload(logoPath, LOGO, { contentType: 'image/png' })
  if (upload.error) throw new Error(`the logo could not be stored: ${upload.error.message}`)
  const { data, error } = await service
    .from('quote_requests')
    .insert({
      user_id: profile!.id, idempotency_key: randomUUID(), status: 'delivered', product_slug: 'chel-jersey', product_name: 'CHEL Game Jersey', team_name: teamName,
      league: "men's-league", contact_name: 'Jo Keeper', contact_email: email, contact_phone: '', design, roster, player_count: roster.length, logo_notes: 'Left chest',
      logo_path: logoPath,
    })
    .select('id, reference')
    .single()
  if (error) throw new Error(`the quote request could not be stored: ${error.message}`)
  return data
}

test('"Order again" starts a new quote from a past one with the same team, design, logo and roster; a player is added and it is sent as a new request', async ({ page }) => {
  test.slow()
  const customer = await signedInCustomer(page)
  const team = `Loons ${randomUUID().slice(0, 6)}`
  const past = await pastQuote(customer.email, team)

  await open(page, '/account')
  await page.getByRole('link', { name: `Order again (${past.reference})` }).click()
  await expect(page).toHaveURL('/order/chel-jersey')
  await hydrated(page)
  const form = wizard(page)
  await expect(form.getByRole('status').filter({ hasText: `This order starts from your order ${past.reference}: the same team, roster and design.` })).toBeVisible()
  await expect(stepTitle(page)).toHaveText('Team Information')
  await expect(form.getByLabel('Team name')).toHaveValue(team)
  await page.screenshot({ path: test.info().outputPath('reorder-started.png'), fullPage: true })

  await continueTo(page, 'Design Customization')
  await expect(form.getByRole('radio', { name: 'CHEL Gold Stripes' })).toBeChecked()
  await expect(form.getByRole('radio', { name: 'Laced Collar' })).toBeChecked()
  await expect(form.getByLabel('Primary color')).toHaveValue(/#b91c1c/i)
  await expect(form.getByLabel('Design notes (optional)')).toHaveValue('Loon on the chest')
  // The logo comes along, to keep or replace.
  await expect(form.getByRole('img', { name: 'Preview of your logo' })).toBeVisible()
  await expect(form.getByText(`logo-${past.reference}.png`)).toBeVisible()

  // A fill-in: the roster as it was, plus a new player.
  await continueTo(page, 'Roster Management')
  await expect(form.getByTestId('roster-count')).toHaveText('2 players in roster')
  await expect(form.getByLabel('Nameplate').first()).toHaveValue('Morrison')
  await form.getByRole('button', { name: 'Add Another Player' }).click()
  await expect(form.getByTestId('roster-count')).toHaveText('2 players in roster')
  await form.getByLabel('Nameplate').last().fill('Okafor')
  await form.getByLabel('Number').last().fill('44')
  await expect(form.getByTestId('roster-count')).toHaveText('3 players in roster')

  // A reload keeps the new order (it is not started again from the past one).
  await page.reload()
  await hydrated(page)
  await expect(form.getByTestId('roster-count')).toHaveText('3 players in roster')

  await continueTo(page, 'Order Details')
  await form.getByLabel('Estimated quantity').fill('3')
  await continueTo(page, 'Review & Get Quote', 'Review Order')
  await continueButton(page, 'Submit for Quote').click()
  await expect(page).toHaveURL(/\/order\/confirmation\?ref=Q-/, AFTER_SERVER_ACTION)
  const reference = (await page.getByTestId('order-reference').textContent()) ?? ''
  expect(reference).not.toBe(past.reference)

  const { data: stored } = await serviceClient().from('quote_requests').select('*').eq('reference', reference).single()
  expect(stored).toMatchObject({ team_name: team, product_slug: 'chel-jersey', player_count: 3, logo_notes: 'Left chest' })
  expect(stored?.design).toMatchObject({ templateId: design.templateId, primaryColor: expect.stringMatching(/^#b91c1c$/i), collarStyle: design.collarStyle, designNotes: 'Loon on the chest' })
  expect((stored?.roster as { name: string }[]).map((player) => player.name)).toEqual(['Morrison', 'Lavoie', 'Okafor'])
  // Sent again and checked like any logo: the new request has the same picture.
  const { data: logo } = await serviceClient().storage.from('logos').download(stored?.logo_path ?? '')
  expect(Buffer.from(await logo!.arrayBuffer()).equals(LOGO)).toBe(true)
})

test('nobody starts an order from someone else’s: the address says nothing, and the wizard starts fresh', async ({ page, browser, baseURL, extraHTTPHeaders }) => {
  const owner = await (await browser.newContext({ baseURL, extraHTTPHeaders })).newPage()
  const customer = await signedInCustomer(owner)
  const past = await pastQuote(customer.email, `Owls ${randomUUID().slice(0, 6)}`)

  // Signed out, then signed in as someone else: 404 both times, for the order and its logo.
  for (const path of [routes.reorderSource('quote', past.id), routes.reorderLogo('quote', past.id)]) expect((await page.request.get(path)).status()).toBe(404)
  await signedInCustomer(page)
  for (const path of [routes.reorderSource('quote', past.id), routes.reorderLogo('quote', past.id)]) expect((await page.request.get(path)).status()).toBe(404)
  await open(page, routes.orderAgain('quote', 'chel-jersey', past.id))
  await expect(wizard(page).getByRole('status').filter({ hasText: 'We could not load your earlier order just now.' })).toBeVisible()
  await expect(wizard(page).getByLabel('Team name')).toHaveValue('')
  // The owner can.
  expect((await owner.request.get(routes.reorderSource('quote', past.id))).status()).toBe(200)
  const logo = await owner.request.get(routes.reorderLogo('quote', past.id))
  expect(logo.headers()['content-type']).toBe('image/png')
  expect(logo.headers()['cache-control']).toBe('private, no-store')
  expect((await logo.body()).equals(LOGO)).toBe(true)
})
