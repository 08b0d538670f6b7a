// Guards the home page: the content's sections, the hero's tilt and parallax within their limits (and off for reduced motion), and the headline's room kept while its font loads.
import { expect, type Locator, type Page } from '@playwright/test'
import { test } from '../support/test'
import { drawn, elementHydrated } from '@/tests/support/pages'
import { seedDocument } from '@/tests/support/seed'

type Link = { label: string; href: string }
type Card = { title: string; link?: Link }
type Home = {
  hero: { headline: string; buttons: Link[]; infoCards: Card[] }
  featuredTitle: string
  featuredLinkLabel: string
  featuredProducts: { _ref: string }[]
  audiences: Card[]
  testimonials: { _ref: string }[]
  banner: { title: string; button: Link }
}
const home = seedDocument<Home>('homePage')
const product = (id: string) => seedDocument<{ name: string; slug: { current: string } }>(id)

const transformOf = (page: Page, testId: string) => page.getByTestId(testId).evaluate((element) => getComputedStyle(element).transform)

/**
 * The layer's transform once it has stopped changing: no transition running and the same value on
 * two reads (which the poll spaces wider than the handlers' throttle, so a last throttled call is seen).
 */
async function settledTransform(layer: Locator): Promise<string> {
  let previous: string | null = null
  let transform = ''
  await expect
    .poll(async () => {
      const now = await layer.evaluate((element) => ({ transform: getComputedStyle(element).transform, moving: element.getAnimations().length > 0 }))
      const settled = !now.moving && now.transform === previous
      previous = now.moving ? null : now.transform
      transform = now.transform
      return settled
    }, { message: 'the transform stops changing' })
    .toBe(true)
  return transform
}

test('the home page shows the hero, featured jerseys, audiences, stories and banner from the content', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: home.hero.headline })).toBeVisible()
  const hero = page.getByRole('region', { name: home.hero.headline })
  for (const button of home.hero.buttons) await expect(hero.getByRole('link', { name: button.label })).toHaveAttribute('href', button.href)
  for (const card of home.hero.infoCards) await expect(hero.getByRole('heading', { name: card.title })).toBeVisible()

  const featured = page.getByRole('region', { name: home.featuredTitle })
  for (const ref of home.featuredProducts) {
    const { name, slug } = product(ref._ref)
    await expect(featured.getByRole('link', { name: `${home.featuredLinkLabel}: ${name}` })).toHaveAttribute('href', `/products/${slug.current}`)
  }
  for (const card of home.audiences) await expect(page.getByRole('link', { name: new RegExp(card.link!.label) }).first()).toHaveAttribute('href', card.link!.href)
  for (const ref of home.testimonials) {
    await expect(page.getByText(seedDocument<{ sourceRole: string }>(ref._ref).sourceRole)).toBeVisible()
  }
  const banner = page.getByRole('region', { name: home.banner.title })
  await expect(banner.getByRole('link', { name: home.banner.button.label })).toHaveAttribute('href', home.banner.button.href)
})

test('the hero jersey leans towards the pointer, within 15 px and 5 degrees', async ({ page, isMobile }) => {
  test.skip(isMobile, 'tilt follows a mouse pointer')
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.goto('/')
  const layer = page.getByTestId('tilt-layer')
  await elementHydrated(layer)
  const box = (await layer.boundingBox())!
  // To the jersey's top-right corner, still inside the hero; repeated until the effect that follows
  // hydration has attached the handler.
  await expect(async () => {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.move(box.x + box.width, box.y + 1, { steps: 5 })
    expect(await transformOf(page, 'tilt-layer')).not.toBe('none')
  }).toPass()
  // Where the lean comes to rest, once its transition has run.
  const [a, b, , , x, y] = matrixValues(await settledTransform(layer))
  expect(x).toBeGreaterThan(10)
  expect(Math.abs(x!)).toBeLessThanOrEqual(15)
  expect(Math.abs(y!)).toBeLessThanOrEqual(15)
  expect(Math.abs((Math.atan2(b!, a!) * 180) / Math.PI)).toBeLessThanOrEqual(5.01)
})

test('the hero background moves at a fraction of the scroll', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.goto('/')
  const layer = page.getByTestId('parallax-layer')
  await elementHydrated(layer)
  // Scrolled again on each try, until the effect that follows hydration has attached the scroll handler.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.evaluate(() => window.scrollTo(0, 300))
    expect(matrixValues(await transformOf(page, 'parallax-layer'))[5] ?? 0).toBeGreaterThan(0)
  }).toPass()
  // Read at rest: the page scrolls smoothly, and the handler is throttled.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(300, 0)
  const moved = matrixValues(await settledTransform(layer))[5]!
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(moved).toBeGreaterThanOrEqual(scrolled * 0.25 - 1)
  expect(moved).toBeLessThanOrEqual(scrolled * 0.3 + 1)
})

test('with reduced motion the jersey stays still and the background does not scroll apart', async ({ page, isMobile }) => {
  test.skip(isMobile, 'tilt follows a mouse pointer')
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  // Hydrated and drawn first, so the effects that would move the layers have run: a check before then would pass whatever they do.
  await elementHydrated(page.getByTestId('tilt-layer'))
  await elementHydrated(page.getByTestId('parallax-layer'))
  await drawn(page)
  const box = (await page.getByTestId('tilt-layer').boundingBox())!
  await page.mouse.move(box.x + box.width, box.y, { steps: 5 })
  await page.mouse.wheel(0, 400)
  // The page has scrolled, and the frames after the pointer and the scroll are drawn (a moving layer would show in them).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await drawn(page)
  expect(await transformOf(page, 'tilt-layer')).toBe('none')
  expect(await transformOf(page, 'parallax-layer')).toBe('none')
})

/** The six numbers of a computed CSS `matrix(a, b, c, d, e, f)`. */
function matrixValues(transform: string): number[] {
  return (transform.match(/-?[\d.e-]+/g) ?? []).map(Number)
}

test('while the display font loads, the hero headline already takes the room it keeps', async ({ page }) => {
  const heroText = async () => {
    const hero = page.getByRole('region', { name: home.hero.headline })
    const box = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.height
    return { trustLine: await box(hero.locator('p').first()), headline: await box(hero.getByRole('heading', { level: 1 })) }
  }
  // The fallback faces (app/fonts/fallbacks.css) resize the system font; Debian's Chromium brings Liberation Sans.
  await page.route('**/*.woff2', (route) => route.abort())
  await page.goto('/')
  const withFallback = await heroText()
  await page.unroute('**/*.woff2')
  await page.reload()
  // The preloaded core file in; the fallback face and the extended file (no lower case or accents in headings here) stay unloaded.
  await page.waitForFunction(() => {
    const faces = [...document.fonts]
    return faces.every((face) => face.status !== 'loading') && faces.some((face) => face.status === 'loaded')
  })
  expect(await heroText()).toEqual(withFallback)
})
