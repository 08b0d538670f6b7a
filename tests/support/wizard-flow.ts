import { randomUUID } from 'node:crypto'
import { expect, type Locator, type Page } from '@playwright/test'
import { open } from './pages'
import { fillAddress } from './shop-flow'

/**
 * Steps of the order wizards, written once: the team step, moving on, the current step's title,
 * and files handed to the roster import or the logo picker.
 */

/**
 * The wizard on screen. Next keeps the page the visitor came from in the document, hidden (a product
 * page's own "Team name" field among them): every step is looked up inside the wizard.
 */
export const wizard = (page: Page) => page.getByTestId('order-wizard')

export const TEAM = { teamName: 'Lakeside Loons', contactName: 'Jo Keeper', contactEmail: 'jo.keeper@example.com', contactPhone: '+1 (204) 555-0101' }

/** Where a journey's order goes, as an express draft or a quote's acceptance holds it. */
export const DELIVERY = { fullName: 'Jo Keeper', line1: '1 Rink Road', line2: '', city: 'Winnipeg', region: 'MB', postalCode: 'R3C 0A1', country: 'CA', phone: '' }

/** Fills in a delivery address within `scope`: the express payment step, a quote's acceptance, the back office's change. */
export async function fillDelivery(scope: Locator, address: typeof DELIVERY = DELIVERY) {
  await scope.getByLabel('Who receives it (full name)').fill(address.fullName)
  await fillAddress(scope, { street: address.line1, city: address.city, region: address.region, zip: address.postalCode, country: address.country })
}

/** The wizard's card, where every step is drawn. */
export const stepTitle = (page: Page) => wizard(page).locator('#wizard-step-title')

export const continueButton = (page: Page, name: string | RegExp = 'Continue') => wizard(page).getByRole('button', { name, exact: typeof name === 'string' })

export async function fillTeamStep(page: Page, team: Partial<typeof TEAM> = TEAM) {
  const form = wizard(page)
  if (team.teamName !== undefined) await form.getByLabel('Team name').fill(team.teamName)
  await form.getByLabel('League or organization type (optional)').selectOption({ label: "Men's League" })
  if (team.contactName !== undefined) await form.getByLabel('Contact name').fill(team.contactName)
  if (team.contactEmail !== undefined) await form.getByLabel('Email', { exact: true }).fill(team.contactEmail)
  if (team.contactPhone !== undefined) await form.getByLabel('Phone (optional)').fill(team.contactPhone)
}

/** Continues and waits for the next step's title. */
export async function continueTo(page: Page, title: string, button: string = 'Continue') {
  await continueButton(page, button).click()
  await expect(stepTitle(page)).toHaveText(title)
}

/** A roster file as a team would export it from a spreadsheet. */
export const rosterFile = (name: string, text: string) => ({ name, mimeType: name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream', buffer: Buffer.from(text) })

/**
 * Imports a roster file and, for a file the wizard reads, waits until the team sees its `players` in
 * the roster: the file is read and kept after setInputFiles returns, and a step taken before then
 * (a continue, a reload) would go on without it.
 */
export async function importRoster(page: Page, file: ReturnType<typeof rosterFile>, players?: number) {
  await wizard(page).locator('input[type="file"][accept*=".csv"]').setInputFiles(file)
  if (players !== undefined) await expect(wizard(page).getByTestId('roster-count')).toHaveText(`${players} ${players === 1 ? 'player' : 'players'} in roster`)
}

/** A real 1×1 PNG: what a logo file starts with. */
export const PNG_LOGO = {
  name: 'loons-logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
}

export async function chooseLogo(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await wizard(page).locator('input[type="file"][accept*="image"]').setInputFiles(file)
}

/** A guest's quote request for a team of one, on its review step: a team name and address no other journey uses (a fault is aimed at them). */
export async function quoteOnReview(page: Page) {
  const team = { ...TEAM, teamName: `Outage Owls ${randomUUID().slice(0, 8)}`, contactEmail: `owls-${randomUUID().slice(0, 8)}@example.com` }
  await open(page, '/order/chel-jersey')
  await fillTeamStep(page, team)
  await continueTo(page, 'Design Customization')
  await continueTo(page, 'Roster Management')
  await wizard(page).getByLabel('Nameplate').first().fill('Lavoie')
  await wizard(page).getByLabel('Number').first().fill('9')
  await continueTo(page, 'Order Details')
  await continueTo(page, 'Review & Get Quote', 'Review Order')
  return team
}

export const sendQuote = (page: Page) => continueButton(page, 'Submit for Quote').click()

/** A player every wizard accepts. */
export const validPlayer = { name: 'Morrison', number: '17', jerseySize: 'XL', socksSize: 'L', pantShellSize: 'L', captainPatch: 'C' }

/**
 * A quote wizard's draft on its review step, as the browser sends it: for journeys that call the
 * action themselves. Its contact e-mail is its own: submissions naming one are limited each hour.
 */
export function quoteDraft(teamName: string, changes: Record<string, unknown> = {}) {
  return {
    kind: 'quote',
    productSlug: 'chel-jersey',
    step: 4,
    teamInfo: { teamName, league: '', contactName: 'Jo Keeper', contactEmail: `jo.keeper-${randomUUID().slice(0, 8)}@example.com`, contactPhone: '' },
    players: [validPlayer],
    logoNotes: '',
    idempotencyKey: randomUUID(),
    design: { templateId: '', primaryColor: '#003360', secondaryColor: '#00A0DF', collarStyle: '', designNotes: '' },
    details: { estimatedQuantity: '18', targetDate: '', additionalNotes: '' },
    ...changes,
  }
}
