import { createHmac } from 'node:crypto'
import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { expect, type BrowserContext, type Page } from '@playwright/test'
import { parseNdjson } from '@/lib/content/embedded/dataset'
import { loadDataset } from '@/lib/content/embedded/load'
import { CONTENT_LAKE, contentLakeSettings, lakeDocumentsFile, readContentLakeKeys } from '@/studio/local-lake/defaults'

/**
 * Steps of the Studio journeys, as staff take them in the real Studio on the local content lake
 * (the lake the test run started: playwright.config.ts).
 */

/**
 * How long the Studio may take to start: a large application that, on a loaded 2-core machine,
 * takes well over the usual 15 s to load, sign in and open its first pane.
 */
export const STUDIO_START = { timeout: 60_000 }

const recording = new WeakSet<BrowserContext>()

/** One request the Studio made to the lake, as studio/local-lake/recorded.test.ts replays it. */
type RecordedRequest = { method: string; path: string; type: string | null; body: string | null; base64: string | null; status: number; transactionId?: string }

/**
 * With RECORD_STUDIO_REQUESTS=<file>, appends every request a browser context's Studio made to the
 * lake (but sign-in, which carries the password) when the context closes: the method, path, body
 * and the answer's status, in the order the lake answered, and the transaction id of each write,
 * which later writes name as a revision. The fixture the lake's unit tests replay.
 */
function recordLakeRequests(context: BrowserContext) {
  const file = process.env.RECORD_STUDIO_REQUESTS
  if (!file || recording.has(context)) return
  recording.add(context)
  const lake = `https://${CONTENT_LAKE.host}:${contentLakeSettings().port}`
  const lines: RecordedRequest[] = []
  context.on('response', (response) => {
    const request = response.request()
    const url = new URL(request.url())
    if (url.origin !== lake || /^(?:\/v[^/]+)?\/auth\//.test(url.pathname) || request.method() === 'OPTIONS') return
    const type = request.headers()['content-type'] ?? null
    const body = request.postDataBuffer()
    const text = body && (type?.includes('json') || type?.includes('text')) ? body.toString('utf8') : null
    const line: RecordedRequest = { method: request.method(), path: url.pathname + url.search, type, body: text, base64: body && text === null ? body.toString('base64') : null, status: response.status() }
    lines.push(line)
    if (/\/data\/(?:actions|mutate)\//.test(url.pathname)) {
      void response.json().then((answer: { transactionId?: string }) => (line.transactionId = answer.transactionId), () => undefined)
    }
  })
  context.on('close', () => appendFileSync(file, lines.map((line) => `${JSON.stringify(line)}\n`).join('')))
}

/** Opens /studio and signs in with the lake's staff login, as `npm run serve` prints it. */
export async function signInToStudio(page: Page) {
  recordLakeRequests(page.context())
  await page.goto('/studio')
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible(STUDIO_START)
  await page.getByLabel('E-mail').fill(CONTENT_LAKE.staffEmail)
  await page.getByLabel('Password').fill(readContentLakeKeys(process.env.CONTENT_LAKE_KEYS_FILE).staffPassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/studio\/structure/, STUDIO_START)
}

/** Opens a document from the desk: a list in the Content pane, then the document in it. */
export async function openDocument(page: Page, list: string, title: string) {
  await page.getByRole('link', { name: list, exact: true }).or(page.getByText(list, { exact: true })).first().click()
  await page.getByText(title, { exact: true }).first().click()
  // The document's form is the Studio's heaviest view: on a loaded machine it opens in more than the usual 15 s (seen: a full run's retry).
  await expect(page.getByRole('heading', { name: title, level: 1 }).or(page.getByText(title, { exact: true }).nth(1))).toBeVisible(STUDIO_START)
}

/** Publishes the open document and waits for the Studio to say so. */
export async function publish(page: Page, title: string) {
  await page.getByTestId('action-publish').click()
  await expect(page.getByText(`${title} was published`)).toBeVisible()
}

/**
 * A document as the test run's content lake holds it now (drafts included), read from its file; the
 * lake writes that file at its first change, and until then holds the bundled dataset.
 */
export function lakeDocument(id: string): Record<string, unknown> | undefined {
  const file = lakeDocumentsFile(contentLakeSettings().dir)
  const documents = existsSync(file) ? parseNdjson(readFileSync(file, 'utf8')) : loadDataset()
  return documents.find((document) => document._id === id)
}

/** Changes the price of one option of the open product, in the Studio's dialog for that option. */
export async function setOptionPrice(page: Page, option: string, price: number) {
  await page.getByRole('tab', { name: 'Options & prices' }).click()
  await page.getByText(option, { exact: true }).first().click()
  await page.getByRole('dialog').getByLabel('Price', { exact: false }).first().fill(String(price))
  await page.keyboard.press('Escape')
}

/**
 * The content webhook's signature of `body`, as the run's lake and Sanity sign it (lib/content/webhook.ts
 * checks it): HMAC-SHA256 of "<ms timestamp>.<body>" with the lake's webhook secret, base64url.
 */
export function contentWebhookSignature(body: string, stamp = Date.now()): string {
  const secret = readContentLakeKeys(process.env.CONTENT_LAKE_KEYS_FILE).webhookSecret
  return `t=${stamp},v1=${createHmac('sha256', secret).update(`${stamp}.${body}`).digest('base64url')}`
}
