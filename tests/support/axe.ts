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
 * The page's WCAG 2.2 AA violations of serious or critical impact, as rule and elements.
 *
 * After a client-side navigation Next commits the new page's content and its <title> separately, so a
 * scan can land between the old title going and the new one coming (seen under load, never on a page
 * at rest). A missing title is therefore checked once more when the page has one again: a page that
 * never gets a title still fails, on the title wait or the second scan.
 */
export async function seriousViolations(page: Page) {
  await expect(page).toHaveTitle(/\S/)
  const violations = await scan(page)
  if (!violations.some((violation) => violation.rule === 'document-title')) return violations
  await expect(page).toHaveTitle(/\S/)
  return scan(page)
}
