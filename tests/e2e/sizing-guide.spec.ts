// Guards the sizing guide: every tab and table from the content (in the HTML, by click, keys and address), diagrams that fail to load, the help box, and the examples carousel by hand and on autoplay.
import { expect, type Page } from '@playwright/test'
import { evaluate, parse } from 'groq-js'
import { sizingGuideQuery } from '@/lib/content/queries'
import type { SizingGuideQueryResult } from '@/lib/content/sanity.types'
import { shownTables } from '@/lib/sizing/tables'
import { test } from '../support/test'
import { elementHydrated, holdRequests, open } from '@/tests/support/pages'
import { seed, seedDocument } from '@/tests/support/seed'

type GuidePage = { title: string; generalTips: string[]; helpTitle: string; helpLink: { label: string; href: string }; examplesTitle: string }
type Example = { number: number; name: string }

const guide = seedDocument<GuidePage>('sizingGuidePage')
const settings = seedDocument<{ phone: string }>('siteSettings')
// The tabs as the page's own query reads them from the bundled content, their size charts resolved.
let tabs: SizingGuideQueryResult['tabs'] = []
test.beforeAll(async () => {
  ;({ tabs } = (await (await evaluate(parse(sizingGuideQuery), { dataset: seed })).get()) as SizingGuideQueryResult)
})
const examples = (seed.filter((document) => document._type === 'jerseyExample') as unknown as Example[]).sort((a, b) => a.number - b.number)
const tab = (key: string) => {
  const found = tabs.find((candidate) => candidate.key === key)
  if (!found) throw new Error(`No ${key} tab in the seed`)
  return { ...found, tables: shownTables(found.tables) }
}

/** The panel's first table shows its caption and its first row, size label as the row header. */
async function expectFirstTable(page: Page, key: string) {
  const [table] = tab(key).tables
  if (!table) throw new Error(`The ${key} tab has no table`)
  const [row] = table.rows
  const shown = page.getByRole('tabpanel', { name: tab(key).title }).getByRole('table', { name: table.title, exact: true })
  await expect(shown).toBeVisible()
  const cells = shown.getByRole('row').filter({ has: page.getByRole('rowheader', { name: row?.heading, exact: true }) }).getByRole('cell')
  await expect(cells).toHaveText(row?.cells ?? [])
}

async function expectSelected(page: Page, key: string) {
  const selected = tab(key)
  await expect(page.getByRole('tab', { selected: true })).toHaveText(selected.title)
  await expect(page.getByRole('tab', { name: selected.title })).toHaveAttribute('tabindex', '0')
  await expect(page.getByRole('tabpanel')).toHaveCount(1)
  await expectFirstTable(page, key)
}

test.describe('sizing tabs', () => {
  test('shows the heading, breadcrumb and tips, with Jerseys open by default', async ({ page }) => {
    await page.goto('/sizing-guide')
    await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible()
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(breadcrumb.getByText(guide.title)).toHaveAttribute('aria-current', 'page')
    for (const tip of guide.generalTips) await expect(page.getByText(tip, { exact: true })).toBeVisible()

    await expect(page.getByRole('tablist').getByRole('tab')).toHaveText(tabs.map((each) => each.title))
    await expectSelected(page, 'jerseys')
    for (const table of tab('jerseys').tables) await expect(page.getByRole('table', { name: table.title, exact: true })).toBeVisible()
    await expect(page.getByRole('tab', { selected: false })).toHaveCount(tabs.length - 1)
    for (const other of await page.getByRole('tab', { selected: false }).all()) await expect(other).toHaveAttribute('tabindex', '-1')
  })

  test('on a phone and a tablet, the tabs and the panel stay put when the display font arrives after the page is drawn', async ({ browser }) => {
    for (const width of [360, 412, 768]) {
      const context = await browser.newContext({ viewport: { width, height: 823 } })
      const page = await context.newPage()
      const release = await holdRequests(page, /\.woff2$/)
      const boxes = () =>
        page.locator('[role=tab], [role=tabpanel]:not([hidden])').evaluateAll((parts) =>
          parts.map((part) => {
            const { top, left, width, height } = part.getBoundingClientRect()
            return [top + window.scrollY, left, width, height].map(Math.round)
          }),
        )
      // The page's load waits for its fonts: drawn is enough.
      await page.goto('/sizing-guide', { waitUntil: 'domcontentloaded' })
      await expect(page.getByRole('tab')).toHaveCount(tabs.length)
      // Drawn as a visitor first sees it: in the fallback that stands in for the display font meanwhile.
      await expect.poll(() => page.evaluate(() => [...document.fonts].some((face) => / Fallback$/.test(face.family) && face.status === 'loaded'))).toBe(true)
      const before = await boxes()
      expect(await page.evaluate(() => document.fonts.check('700 16px oswald'))).toBe(false)

      release()
      await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px oswald'))).toBe(true)
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
      expect(await boxes(), `at ${width} px`).toEqual(before)
      await context.close()
    }
  })

  test('a click or the arrow, Home and End keys switch tabs', async ({ page }) => {
    await open(page, '/sizing-guide')
    await page.getByRole('tab', { name: tab('socks').title }).click()
    await expectSelected(page, 'socks')
    await expect(page).toHaveURL(/\?tab=socks$/)
    await expect(page.getByRole('table', { name: tab('jerseys').tables[0]?.title, exact: true })).toBeHidden()

    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: tab('pantshells').title })).toBeFocused()
    await expectSelected(page, 'pantshells')
    await expectFirstTable(page, 'pantshells')

    await page.keyboard.press('ArrowLeft')
    await expectSelected(page, 'socks')
    await page.keyboard.press('End')
    await expectSelected(page, 'apparel')
    await page.keyboard.press('ArrowRight')
    await expectSelected(page, 'jerseys')
    await expect(page).toHaveURL(/\/sizing-guide$/)
    await page.keyboard.press('ArrowLeft')
    await expectSelected(page, 'apparel')
    await page.keyboard.press('Home')
    await expect(page.getByRole('tab', { name: tab('jerseys').title })).toBeFocused()
    await expectSelected(page, 'jerseys')
  })

  test('the chosen tab is in the address, so a link or a reload reopens it', async ({ page }) => {
    await open(page, '/sizing-guide?tab=bags')
    await expectSelected(page, 'bags')
    await page.getByRole('tab', { name: tab('pro').title }).click()
    await expect(page).toHaveURL(/\?tab=pro$/)
    await page.reload()
    await expectSelected(page, 'pro')
    await page.goto('/sizing-guide?tab=unknown')
    await expectSelected(page, 'jerseys')
  })

  test('each tab shows its measurement diagram, and one that fails to load is left out', async ({ page }) => {
    await page.route('**/images/diagrams/bag.svg', (route) => route.abort())
    await open(page, '/sizing-guide')
    for (const key of ['jerseys', 'socks', 'pantshells', 'apparel']) {
      await page.getByRole('tab', { name: tab(key).title }).click()
      await expect(page.getByRole('tabpanel').getByRole('img', { name: tab(key).diagram.alt })).toBeVisible()
    }
    await page.getByRole('tab', { name: tab('bags').title }).click()
    await expectFirstTable(page, 'bags')
    await expect(page.getByRole('tabpanel').getByRole('img', { name: tab('bags').diagram.alt })).toHaveCount(0)
  })

  test('every tab and table is in the HTML before any script runs', async ({ request }) => {
    const html = await (await request.get('/sizing-guide')).text()
    for (const each of tabs) {
      expect(html).toContain(`>${each.title}<`)
      for (const table of each.tables) expect(html).toContain(table.title)
    }
  })
})

test('a product page shows its garment\'s size charts, the same numbers and units as the guide, and links to that garment\'s tab', async ({ page }) => {
  // The spec's youth XS jersey: 19, 23, 25, 9.5, 16 and 6 inches, A to F.
  const youthXs = async (where: Page | ReturnType<Page['getByRole']>) => {
    const table = where.getByRole('table', { name: 'Youth Jersey Sizes', exact: true })
    await expect(table.getByRole('columnheader')).toHaveText(['Size', 'Length (A) in', 'Width (B) in', 'Total Width (C) in', 'Sleeve (D) in', 'Shoulder (E) in', 'Collar (F) in'])
    await expect(table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'YXS', exact: true }) }).getByRole('cell')).toHaveText(['19', '23', '25', '9.5', '16', '6'])
  }
  await open(page, '/products/chel-jersey')
  await youthXs(page)
  await page.getByRole('link', { name: 'View the full sizing guide' }).click()
  await expect(page).toHaveURL(/\/sizing-guide\?tab=jerseys$/)
  await youthXs(page.getByRole('tabpanel', { name: 'Jerseys' }))

  // Ages and ranges read as words and dashes, not as the numbers stored.
  await open(page, '/products/socks')
  const byAge = page.getByRole('table', { name: 'Sock Sizes by Age', exact: true })
  await expect(byAge.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Youth', exact: true }) }).getByRole('cell')).toHaveText(['up to 12', '20–24', '10–12'])
  await expect(byAge.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Adult', exact: true }) }).getByRole('cell')).toHaveText(['16 and up', '28–32', '14–16'])
  await page.getByRole('link', { name: 'View the full sizing guide' }).click()
  await expect(page.getByRole('tab', { selected: true })).toHaveText(tab('socks').title)
  await expect(page.getByRole('tabpanel').getByRole('table', { name: 'Sock Sizes by Age', exact: true })).toBeVisible()
})

test('the help box links to the contact page and the phone number', async ({ page }) => {
  await page.goto('/sizing-guide')
  const help = page.getByRole('region', { name: guide.helpTitle })
  await expect(help.getByRole('link', { name: guide.helpLink.label })).toHaveAttribute('href', '/contact')
  await expect(help.getByRole('link', { name: settings.phone })).toHaveAttribute('href', `tel:${settings.phone.replace(/\D/g, '')}`)
})

test.describe('jersey examples carousel', () => {
  const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]')
  const slide = (number: number) => `${number} of ${examples.length}`

  /** The cards on screen, left to right, by their "N of 6" labels. */
  async function expectShowing(page: Page, numbers: number[]) {
    const shown = carousel(page).getByRole('group').filter({ visible: true })
    await expect(shown).toHaveCount(numbers.length)
    for (const [position, number] of numbers.entries()) await expect(shown.nth(position)).toHaveAttribute('aria-label', slide(number))
  }

  /** How many cards sit side by side at the project's viewport width. */
  const perView = (page: Page) => ((page.viewportSize()?.width ?? 0) >= 1024 ? 3 : 1)
  const showingFrom = (page: Page, first: number) => Array.from({ length: perView(page) }, (_, offset) => ((first - 1 + offset) % examples.length) + 1)

  /** The middle of the first card, scrolled into view, in viewport coordinates. */
  async function middleOfFirstCard(page: Page) {
    const card = carousel(page).getByRole('group').first()
    await card.scrollIntoViewIfNeeded()
    const box = await card.boundingBox()
    if (!box) throw new Error('No slide on screen')
    return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) }
  }

  async function drag(page: Page, distance: number) {
    const { x, y } = await middleOfFirstCard(page)
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x + distance, y, { steps: 8 })
    await page.mouse.up()
  }

  test.describe('by hand', () => {
    // No autoplay here, so only the visitor moves the cards.
    test.use({ reducedMotion: 'reduce' })

    test('shows the six examples, three at a time on a wide screen and one on a phone', async ({ page }) => {
      await page.goto('/sizing-guide')
      const region = carousel(page)
      await expect(region).toHaveAccessibleName(guide.examplesTitle)
      await expect(region.getByRole('group', { includeHidden: true })).toHaveCount(examples.length)
      await expectShowing(page, showingFrom(page, 1))
      for (const example of examples.slice(0, perView(page))) await expect(region.getByRole('heading', { name: example.name })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    })

    test('previous and next wrap around both ends', async ({ page }) => {
      await page.goto('/sizing-guide')
      await elementHydrated(carousel(page))
      const region = carousel(page)
      await region.getByRole('button', { name: 'Previous example' }).click()
      await expectShowing(page, showingFrom(page, 6))
      await region.getByRole('button', { name: 'Next example' }).click()
      await expectShowing(page, showingFrom(page, 1))
      await region.getByRole('button', { name: 'Next example' }).click()
      await expectShowing(page, showingFrom(page, 2))
    })

    test('a dot jumps to its card and marks it current', async ({ page }) => {
      await page.goto('/sizing-guide')
      await elementHydrated(carousel(page))
      const fifth = examples[4]
      if (!fifth) throw new Error('The seed has fewer than five examples')
      const dot = carousel(page).getByRole('button', { name: `Show example 5: ${fifth.name}` })
      await dot.click()
      await expect(dot).toHaveAttribute('aria-current', 'true')
      await expectShowing(page, showingFrom(page, 5))
      await expect(carousel(page).locator('[aria-current]')).toHaveCount(1)
    })

    test('a drag over 50 px moves one card, a short one does not', async ({ page }) => {
      await page.goto('/sizing-guide')
      await elementHydrated(carousel(page))
      await drag(page, -80)
      await expectShowing(page, showingFrom(page, 2))
      await drag(page, 30)
      await expectShowing(page, showingFrom(page, 2))
      await drag(page, -30)
      await expectShowing(page, showingFrom(page, 2))
      await drag(page, 80)
      await expectShowing(page, showingFrom(page, 1))
      await drag(page, 120)
      await expectShowing(page, showingFrom(page, 6))
    })

    test('a finger swipe moves one card on a touch screen', async ({ page, hasTouch, browserName }) => {
      test.skip(!hasTouch || browserName !== 'chromium', 'needs a touch screen and Chromium’s touch input')
      await page.goto('/sizing-guide')
      await elementHydrated(carousel(page))
      const cdp = await page.context().newCDPSession(page)
      const swipe = async (distance: number) => {
        const { x, y } = await middleOfFirstCard(page)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
        for (let step = 1; step <= 8; step++) {
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (distance * step) / 8, y }] })
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
      }
      await swipe(-100)
      await expectShowing(page, showingFrom(page, 2))
      await swipe(100)
      await expectShowing(page, showingFrom(page, 1))
    })

    test('stays put when the visitor asks for reduced motion', async ({ page }) => {
      await page.clock.install()
      await page.goto('/sizing-guide')
      await elementHydrated(carousel(page))
      await page.clock.runFor(15_000)
      await expectShowing(page, showingFrom(page, 1))
      await expect(carousel(page).getByRole('button', { name: 'Start automatic rotation' })).toBeVisible()
    })
  })

  test.describe('autoplay', () => {
    test.use({ reducedMotion: 'no-preference' })

    test.beforeEach(async ({ page }) => {
      // Time stands still until the test moves it, so nothing advances behind its back.
      await page.clock.install()
      await page.clock.pauseAt(Date.now() + 1000)
      await page.goto('/sizing-guide')
      await elementHydrated(carousel(page))
      await page.mouse.move(0, 0)
    })

    test('moves on every 5 seconds and wraps after the last card', async ({ page }) => {
      await page.clock.runFor(4_900)
      await expectShowing(page, showingFrom(page, 1))
      await page.clock.runFor(100)
      await expectShowing(page, showingFrom(page, 2))
      // Each move starts the next 5 seconds, so time is run one step at a time.
      for (const first of [3, 4, 5, 6, 1]) {
        await page.clock.runFor(5_000)
        await expectShowing(page, showingFrom(page, first))
      }
    })

    test('waits while the pointer is over it', async ({ page }) => {
      await carousel(page).getByRole('group').first().hover()
      await page.clock.runFor(12_000)
      await expectShowing(page, showingFrom(page, 1))
      await page.mouse.move(0, 0)
      await page.clock.runFor(5_000)
      await expectShowing(page, showingFrom(page, 2))
    })

    test('waits while keyboard focus is inside', async ({ page }) => {
      await page.getByRole('link', { name: settings.phone }).focus()
      await page.keyboard.press('Tab')
      await expect(carousel(page).getByRole('button', { name: 'Previous example' })).toBeFocused()
      await page.clock.runFor(12_000)
      await expectShowing(page, showingFrom(page, 1))
      await page.getByRole('heading', { level: 1 }).click()
      await page.clock.runFor(5_000)
      await expectShowing(page, showingFrom(page, 2))
    })

    test('the pause button stops it until it is started again', async ({ page }) => {
      await carousel(page).getByRole('button', { name: 'Pause automatic rotation' }).click()
      await page.mouse.move(0, 0)
      await page.clock.runFor(12_000)
      await expectShowing(page, showingFrom(page, 1))
      await carousel(page).getByRole('button', { name: 'Start automatic rotation' }).click()
      await page.mouse.move(0, 0)
      await page.clock.runFor(5_000)
      await expectShowing(page, showingFrom(page, 2))
    })
  })
})
