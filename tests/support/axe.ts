import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

type Violation = { rule: string; impact: string | null | undefined; nodes: string[] }

async function scan(page: Page): Promise<Violation[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(' ')) }))
}

/**
 * Resolves once the page's scroll position has held for three frames. The site scrolls smoothly
 * (scroll-behavior on html), so a focus moved by a form's errors, or Playwright bringing a field into
 * view, scrolls for half a second: a scan in that time read a radio passing under the sticky header
 * as a target too small to tap (seen once in a fresh run, the wizard's deposit choice at a phone's width).
 */
export async function scrolledToRest(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        // Bounded, as readToTheEnd's waits are: a page that stops drawing frames is scanned as it is.
        setTimeout(resolve, 3_000)
        let last = ''
        let still = 0
        const frame = () => {
          const position = `${scrollX},${scrollY}`
          still = position === last ? still + 1 : 0
          last = position
          if (still >= 3) resolve()
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
  )
}

/**
 * The page's WCAG 2.2 AA violations of serious or critical impact, as rule and elements, read at rest.
 *
 * After a client-side navigation Next commits the new page's content and its <title> separately, so a
 * scan can land between the old title going and the new one coming (seen under load, never on a page
 * at rest). A missing title is therefore checked once more when the page has one again: a page that
 * never gets a title still fails, on the title wait or the second scan.
 */
export async function seriousViolations(page: Page) {
  await expect(page).toHaveTitle(/\S/)
  await scrolledToRest(page)
  const violations = await scan(page)
  if (!violations.some((violation) => violation.rule === 'document-title')) return violations
  await expect(page).toHaveTitle(/\S/)
  return scan(page)
}
