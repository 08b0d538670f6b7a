import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The page's WCAG 2.2 AA violations of serious or critical impact, as rule and elements. */
export async function seriousViolations(page: Page) {
  // A page that never gets a title fails here, before the scan (after a client-side navigation, the
  // caller waits for the new page's own title: the old one stays until Next swaps them).
  await expect(page).toHaveTitle(/\S/)
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(' ')) }))
}
