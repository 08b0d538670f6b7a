import { expect, type Page } from '@playwright/test'

/**
 * Steps of the order wizards, written once: the team step, moving on, the current step's title,
 * and files handed to the roster import or the logo picker.
 */

export const TEAM = { teamName: 'Lakeside Loons', contactName: 'Jo Keeper', contactEmail: 'jo.keeper@example.com', contactPhone: '+1 (204) 555-0101' }

/** The wizard's card, where every step is drawn. */
export const stepTitle = (page: Page) => page.locator('#wizard-step-title')

export const continueButton = (page: Page, name: string | RegExp = 'Continue') => page.getByRole('button', { name, exact: typeof name === 'string' })

export async function fillTeamStep(page: Page, team: Partial<typeof TEAM> = TEAM) {
  if (team.teamName !== undefined) await page.getByLabel('Team name').fill(team.teamName)
  await page.getByLabel('League or organization type (optional)').selectOption({ label: "Men's League" })
  if (team.contactName !== undefined) await page.getByLabel('Contact name').fill(team.contactName)
  if (team.contactEmail !== undefined) await page.getByLabel('Email', { exact: true }).fill(team.contactEmail)
  if (team.contactPhone !== undefined) await page.getByLabel('Phone (optional)').fill(team.contactPhone)
}

/** Continues and waits for the next step's title. */
export async function continueTo(page: Page, title: string, button: string = 'Continue') {
  await continueButton(page, button).click()
  await expect(stepTitle(page)).toHaveText(title)
}

/** A roster file as a team would export it from a spreadsheet. */
export const rosterFile = (name: string, text: string) => ({ name, mimeType: name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream', buffer: Buffer.from(text) })

export async function importRoster(page: Page, file: ReturnType<typeof rosterFile>) {
  await page.locator('input[type="file"][accept*=".csv"]').setInputFiles(file)
}

/** A real 1×1 PNG: what a logo file starts with. */
export const PNG_LOGO = {
  name: 'loons-logo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
}

export async function chooseLogo(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.locator('input[type="file"][accept*="image"]').setInputFiles(file)
}
