// Guards the site frame: header and footer links, the phone menu, the current section marked, header pages prefetched only on intent, the first-paint pictures written into the page, and the route-change overlay.
import { expect, type Page } from '@playwright/test'
import { test } from '../support/test'
import { elementHydrated, hydrated, open, openPhoneMenu } from '@/tests/support/pages'
import { seedDocument } from '@/tests/support/seed'
import { svgDataUri } from '@/lib/images/svg-data-uri'

type Link = { label: string; href: string }
type Settings = { mainNavigation: Link[]; orderButton: Link; email: string; footerCompanyLinks: Link[]; footerProductLinks: Link[]; socialLinks: { label: string; url: string }[] }
const settings = seedDocument<Settings>('siteSettings')

test('the header links every main page, the account, the cart and ORDER NOW', async ({ page, isMobile }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account')
  await expect(header.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart')
  if (isMobile) return
  for (const link of settings.mainNavigation) {
    await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link.label })).toHaveAttribute('href', link.href)
  }
  await expect(header.getByRole('link', { name: settings.orderButton.label })).toHaveAttribute('href', settings.orderButton.href)
})

test('the account and cart pages are fetched only once the visitor points at or focuses their header links', async ({ page }) => {
  const fetched = new Set<string>()
  page.on('request', (request) => fetched.add(new URL(request.url()).pathname))
  // Network idle is the question itself here: nothing more is fetched when the page is left alone.
  await page.goto('/', { waitUntil: 'networkidle' })
  await hydrated(page)
  expect(fetched).not.toContain('/account')
  expect(fetched).not.toContain('/cart')
  const header = page.getByRole('banner')
  await header.getByRole('link', { name: 'Account' }).hover()
  await expect.poll(() => fetched.has('/account')).toBe(true)
  await header.getByRole('link', { name: 'Cart' }).focus()
  await expect.poll(() => fetched.has('/cart')).toBe(true)
})

test('on a phone the menu opens with the links, Follow us and ORDER NOW, and closes when a link is tapped', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu toggle exists below the large breakpoint')
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await openPhoneMenu(page)
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  for (const link of settings.mainNavigation) await expect(menu.getByRole('link', { name: link.label })).toBeVisible()
  await expect(page.getByText('Follow us')).toBeVisible()
  const panel = page.locator('#' + (await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')))
  const { height } = (await panel.boundingBox())!
  expect(height).toBeLessThanOrEqual(844 * 0.8 + 1)
  await menu.getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL('/about')
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
})

test('Escape closes the phone menu and returns focus to its button', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu toggle exists below the large breakpoint')
  await page.goto('/')
  await openPhoneMenu(page)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
})

test('both menus mark the section of the page shown, product pages under Our Products', async ({ page, isMobile }) => {
  await page.goto('/products/showtime-jersey')
  if (isMobile) await openPhoneMenu(page)
  const nav = page.getByRole('navigation', { name: isMobile ? 'Mobile' : 'Main' })
  await expect(nav.getByRole('link', { name: 'Our Products' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page')
})

test('moving from a product page to the cart keeps the header and the cart mounted: the storefront has one layout', async ({ page }) => {
  await open(page, '/products/showtime-jersey')
  await page.evaluate(() => Object.assign(window, { headerBefore: document.querySelector('header') }))
  const cartReads: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/cart') cartReads.push(request.method())
  })
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click()
  await expect(page).toHaveURL('/cart')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const sameHeader = await page.evaluate(() => {
    const before = (window as unknown as { headerBefore: Element | null }).headerBefore
    return before !== null && before.isConnected && before === document.querySelector('header')
  })
  expect(sameHeader, 'the header element survived the navigation').toBe(true)
  // A cart provider mounted again would read the cart again.
  expect(cartReads).toEqual([])
})

test('the footer has the e-mail, social profiles, the current year and its links', async ({ page }) => {
  await page.goto('/products')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: settings.email })).toHaveAttribute('href', `mailto:${settings.email}`)
  for (const social of settings.socialLinks) await expect(footer.getByRole('link', { name: new RegExp(social.label) })).toHaveAttribute('href', social.url)
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
  for (const link of [...settings.footerCompanyLinks, ...settings.footerProductLinks]) {
    await expect(footer.getByRole('link', { name: link.label, exact: true }).first()).toHaveAttribute('href', link.href)
  }
})

// The largest picture of each page, and the page's other first-paint artwork.
const firstPaintPictures = {
  '/': { largest: '/images/home/hero-texture.svg', others: ['/images/home/hero-jersey.svg'] },
  '/products/showtime-jersey': { largest: '/images/products/showtime-front.svg', others: [] },
}
for (const [pagePath, { largest, others }] of Object.entries(firstPaintPictures)) {
  test(`${pagePath} comes with its largest picture written in, so it paints with the page without a request of its own, and loads the header logo at low priority`, async ({ page, request }) => {
    const requested: string[] = []
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname))
    const response = await page.goto(pagePath)
    const html = (await response?.text()) ?? ''
    const inlined = async (picture: string) => svgDataUri(await (await request.get(picture)).text())
    for (const picture of [largest, ...others]) {
      expect(html, picture).toContain(`src="${await inlined(picture)}"`)
      expect(requested).not.toContain(picture)
    }
    await expect(page.locator(`img[src="${await inlined(largest)}"]`)).toHaveAttribute('fetchpriority', 'high')
    const logo = page.getByRole('banner').getByRole('img', { name: /logo/ })
    await expect(logo).toHaveAttribute('fetchpriority', 'low')
    const linkHeader = response?.headers().link ?? ''
    const preloads = `${linkHeader} ${(await page.locator('link[rel=preload][as=image]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).join(' ')}`
    expect(preloads).not.toContain(await logo.getAttribute('src'))
  })
}

/**
 * The footer's About Us link, once React has hydrated it and the overlay: a click before then would
 * load the next page in full, with no path change for the overlay to follow.
 */
async function footerLinkReady(page: Page) {
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'About Us' })
  await elementHydrated(link)
  await elementHydrated(page.getByTestId('route-transition'))
  return link
}

/** Records each change of the overlay's visibility with its time, from now on (client navigations keep the document). */
async function watchOverlay(page: Page) {
  await page.getByTestId('route-transition').evaluate((overlay) => {
    const changes: [string, number][] = []
    Object.assign(window, { overlayChanges: changes })
    new MutationObserver(() => changes.push([overlay.dataset.visible ?? '', performance.now()])).observe(overlay, { attributes: true, attributeFilter: ['data-visible'] })
  })
  return () => page.evaluate(() => (window as unknown as { overlayChanges: [string, number][] }).overlayChanges)
}

// The page's clock is paused before the click and moved on by hand, so the 600 ms are the page's
// own timer, not wall time on a loaded machine (the overlay once stayed 1.3 s while the page rendered).
test('a path change scrolls to the top and shows the logo overlay for 600 ms', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.clock.install()
  await page.goto('/products')
  const aboutUs = await footerLinkReady(page)
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  const overlay = page.getByTestId('route-transition')
  await page.clock.pauseAt(Date.now() + 60_000)
  await aboutUs.click()
  await expect(page).toHaveURL('/about')
  await expect(overlay).toHaveAttribute('data-visible', 'true')
  await page.clock.runFor(599)
  await expect(overlay).toHaveAttribute('data-visible', 'true')
  await page.clock.runFor(1)
  await expect(overlay).toHaveAttribute('data-visible', 'false')
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
})

test('with reduced motion the overlay never shows', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/products')
  const aboutUs = await footerLinkReady(page)
  const changes = await watchOverlay(page)
  await aboutUs.click()
  await expect(page).toHaveURL('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await changes()).toEqual([])
})
