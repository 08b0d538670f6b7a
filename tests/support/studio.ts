import { expect, type Page } from '@playwright/test'
import { readContentLakeKeys } from '@/studio/local-lake/defaults'
import { CONTENT_LAKE } from '@/studio/local-lake/defaults'

/**
 * Steps of the Studio journeys, as staff take them in the real Studio on the local content lake
 * (the lake the test run started: playwright.config.ts).
 */

/** Opens /studio and signs in with the lake's staff login, as `npm run serve` prints it. */
export async function signInToStudio(page: Page) {
  await page.goto('/studio')
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible()
  await page.getByLabel('E-mail').fill(CONTENT_LAKE.staffEmail)
  await page.getByLabel('Password').fill(readContentLakeKeys(process.env.CONTENT_LAKE_KEYS_FILE).staffPassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/studio\/structure/)
}

/** Opens a document from the desk: a list in the Content pane, then the document in it. */
export async function openDocument(page: Page, list: string, title: string) {
  await page.getByRole('link', { name: list, exact: true }).or(page.getByText(list, { exact: true })).first().click()
  await page.getByText(title, { exact: true }).first().click()
  await expect(page.getByRole('heading', { name: title, level: 1 }).or(page.getByText(title, { exact: true }).nth(1))).toBeVisible()
}

/** Publishes the open document and waits for the Studio to say so. */
export async function publish(page: Page, title: string) {
  await page.getByTestId('action-publish').click()
  await expect(page.getByText(`${title} was published`)).toBeVisible()
}
