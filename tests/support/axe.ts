import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The page's WCAG 2.2 AA violations of serious or critical impact, as rule and elements. */
export async function seriousViolations(page: Page) {
  // After a client-side navigation Next streams the new page's <title> in after its content: wait for it
  // rather than flag the moment between (a page that never gets a title still fails here).
  await expect(page).toHaveTitle(/\S/)
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(' ')) }))
}
