// Guards against serious or critical WCAG 2.2 AA violations (axe) on every public page, read to the end, and on the open phone menu.
import { expect } from '@playwright/test'
import { test } from '../support/test'
import { scrolledToRest, seriousViolations } from '../support/axe'
import { openPhoneMenu, readToTheEnd } from '../support/pages'

const pages = [
  '/',
  '/products',
  '/products/showtime-jersey',
  '/products/team-bags',
  '/products/no-such-product',
  '/about',
  '/process',
  '/contact',
  '/sizing-guide',
  '/order/confirmation',
  '/order/confirmation/express?ref=E-7K2M9QXA',
  '/cart',
  '/checkout',
  '/sign-in',
  '/no/such/page',
]

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path)
    // Every lazy picture and below-the-fold section rendered, as a reader scrolling would see it.
    await readToTheEnd(page)
    expect(await seriousViolations(page)).toEqual([])
  })
}

test('the open phone menu has no serious or critical accessibility violations', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu toggle exists below the large breakpoint')
  await page.goto('/')
  await openPhoneMenu(page)
  expect(await seriousViolations(page)).toEqual([])
})

test('a scan waits for a smooth scroll to end: what it reads is where the page comes to rest', async ({ page }) => {
  // Not read to the end: that reads with reduced motion, which scrolls at once.
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.goto('/sizing-guide')
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
  await page.evaluate(() => new Promise(requestAnimationFrame))
  await page.evaluate(() => document.querySelector('h1')!.scrollIntoView())
  await scrolledToRest(page)
  const positions = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = []
        const frame = () => {
          seen.push(scrollY)
          if (seen.length < 10) requestAnimationFrame(frame)
          else resolve(seen)
        }
        requestAnimationFrame(frame)
      }),
  )
  expect(new Set(positions).size).toBe(1)
})
