import type { Page } from '@playwright/test'

/**
 * Waits until React has hydrated the page's forms, so a form is sent by React and not by the
 * browser. (Not networkidle: after a server action Chromium can keep re-requested prefetches
 * pending for long, which says nothing about the page.)
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main form')].every((form) => Object.keys(form).some((key) => key.startsWith('__reactProps'))),
  )
}

/** Opens a page and waits for hydration. */
export async function open(page: Page, path: string) {
  await page.goto(path)
  await hydrated(page)
}
