import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Page-level steps of the journeys, written once: open a page ready to be used, wait for one
 * element to be live, read a page to the end, hold the server's answer to a request.
 */

/**
 * Waits until React has hydrated everything on the page a visitor can use (links, buttons, fields,
 * forms, disclosures, tabs), so a click is handled by React and a form is sent by React, not by the
 * browser. Parts the server streams in later count once they are there: call it after waiting for
 * what they show. (Not networkidle: after a server action Chromium can keep re-requested prefetches
 * pending for long, which says nothing about the page.)
 */
export async function hydrated(page: Page) {
  // Hidden inputs are left out: React never hydrates those a server action's form carries for sending without scripts.
  // No body yet: a page the server redirected on the way (a signed-out /account) is still being replaced.
  // Nothing busy: a part still reading what the browser kept (an order wizard's draft) is locked until it has.
  // Every streamed part placed: on a loaded machine React may draw a part from the page's data while the
  // server's HTML of it still waits, hidden, to be swapped in (div#S:n), so its text is on the page twice
  // for a moment (seen: 42 of 60 loads of a store's page under load, none a few seconds later).
  // Asked every 50 ms, not on every frame (waitForFunction's default): a check on each frame makes the
  // browser draw frames for as long as hydration takes, and walks every field of the page each time.
  await page.waitForFunction(
    () =>
      document.body !== null &&
      document.body.querySelector('[aria-busy="true"]') === null &&
      document.body.querySelector('div[hidden][id^="S:"]') === null &&
      [...document.body.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary, form, [tabindex]')].every((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps')),
      ),
    undefined,
    { polling: 50 },
  )
}

/**
 * The copy of `locator` on screen, for a page read again without waiting for it to be ready
 * (hydrated): a part that streams in can be there twice for a moment, drawn by React from the
 * page's data and as the server's HTML of it, hidden until it is swapped in.
 */
export const shown = (locator: Locator) => locator.filter({ visible: true })

/** Opens a page and waits until a visitor can use it (hydrated). */
export async function open(page: Page, path: string) {
  await page.goto(path)
  await hydrated(page)
}

/** Waits until React has hydrated `element`, so what the component does in the browser is running. */
export async function elementHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps'))), { message: 'hydrated by React' })
    .toBe(true)
}

/** Opens the phone menu once React has hydrated its button (a tap before then does nothing), and waits until it shows. */
export async function openPhoneMenu(page: Page) {
  const toggle = page.getByRole('button', { name: 'Open menu' })
  await elementHydrated(toggle)
  await toggle.click()
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
}

/**
 * The page's layout shift so far, as Lighthouse's CLS adds it up (shifts right after an input are not
 * counted), with what moved, from where to where, so a failing check names the element. Read from the
 * browser's buffered entries; a page that never shifted reports none at all.
 */
export async function layoutShift(page: Page): Promise<{ score: number; moved: string }> {
  return page.evaluate(
    () =>
      new Promise<{ score: number; moved: string }>((resolve) => {
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }
        const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`
        const named = (node?: Node) => {
          const element = node instanceof Element ? node : node?.parentElement
          if (!element) return '(gone)'
          const text = (element.textContent ?? '').trim().slice(0, 40)
          return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('data-testid') ? ` data-testid=${element.getAttribute('data-testid')}` : ''}> "${text}"`
        }
        const none = setTimeout(() => resolve({ score: 0, moved: '' }), 500)
        new PerformanceObserver((list, observer) => {
          clearTimeout(none)
          observer.disconnect()
          const shifts = (list.getEntries() as Shift[]).filter((entry) => !entry.hadRecentInput)
          resolve({
            score: shifts.reduce((sum, entry) => sum + entry.value, 0),
            moved: shifts.map((entry) => `${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map((source) => `${named(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`).join('; ')}`).join('\n'),
          })
        }).observe({ type: 'layout-shift', buffered: true })
      }),
  )
}

/** Waits until the browser has drawn two frames, so what the last input or script changed is on screen. */
export async function drawn(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
}

/**
 * Reads the page to the end as a visitor scrolling down would, one screen at a time, each drawn
 * before the next: sections below the fold are styled and laid out only near the viewport
 * (content-visibility), so only then do they ask for their fonts and lazy pictures. Then waits
 * until the fonts asked for have arrived and every picture on screen has loaded or failed. Motion
 * is asked to stop first (prefers-reduced-motion), for the rest of the journey: the sizing guide's
 * carousel, turning every 5 s, kept bringing new pictures on screen, which a loaded machine never
 * had all loaded at once (seen: /sizing-guide failed its accessibility check once in a verify).
 */
export async function readToTheEnd(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // Each wait inside the page is bounded, and the fonts are awaited from outside it, so a page that
  // stops drawing frames or a font that never arrives fails this with a message instead of hanging
  // the evaluate until the test's own timeout (seen once in CI on /process, phone).
  await page.evaluate(async () => {
    const drawn = () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 2_000)
        requestAnimationFrame(() => requestAnimationFrame(() => (clearTimeout(timer), resolve())))
      })
    const bottom = () => document.documentElement.scrollHeight - window.innerHeight
    for (let top = 0, screens = 0; top < bottom() && screens < 200; top += window.innerHeight, screens++) {
      window.scrollTo({ top, behavior: 'instant' })
      await drawn()
    }
    window.scrollTo({ top: bottom(), behavior: 'instant' })
    await drawn()
  })
  await expect.poll(() => page.evaluate(() => document.fonts.status), { message: 'fonts asked for still loading' }).toBe('loaded')
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.images]
            .filter((image) => !image.complete && image.checkVisibility({ visibilityProperty: true }))
            .filter((image) => {
              const box = image.getBoundingClientRect()
              return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth
            })
            .map((image) => image.currentSrc || image.src),
        ),
      { message: 'pictures on screen still loading' },
    )
    .toEqual([])
}

/**
 * Holds the server's answer to the requests `url` matches (of `method`, when given) until the
 * returned function is called, so a journey can see what the page shows while it waits.
 */
export async function holdRequests(page: Page, url: string | RegExp, { method }: { method?: string } = {}): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    if (!method || route.request().method() === method) await held
    await route.continue()
  })
  return release
}

/**
 * One entry of the account's lists (`request` or `order`) naming `text`, as the visitor sees it.
 * While React reveals a streamed part of the page, its content can sit in the document twice for a
 * moment, once hidden: only the visible one counts.
 */
export const accountEntry = (page: Page, kind: 'request' | 'order', text?: string) => shown(page.getByTestId(kind).filter({ hasText: text }))

/**
 * What reaches past the right edge of the screen (the page would scroll sideways, or cut it off):
 * each element's tag and the start of its text, leaving out what sits in a box that scrolls
 * sideways on purpose (a wide roster table) and what is hidden.
 */
export function pastTheEdge(page: Page): Promise<string[]> {
  // The screen's width as set, not the page's: a phone's browser widens its layout to what overflows.
  const width = page.viewportSize()?.width ?? 0
  return page.evaluate((width) => {
    // A box that scrolls or clips sideways keeps what is inside it (a roster table, a truncated line).
    const contains = (element: Element) => getComputedStyle(element).overflowX !== 'visible'
    const contained = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) if (contains(node)) return true
      return false
    }
    return [...document.body.querySelectorAll('*')]
      .filter((element) => {
        if (element.matches('input, select, textarea, option')) return false
        const box = element.getBoundingClientRect()
        // Text visible to screen readers only sits in a box of a pixel.
        if (box.width <= 1 || getComputedStyle(element).visibility === 'hidden') return false
        // A box's own edge, or that of text too long for it, which spills out of it.
        const right = Math.max(box.right, box.left + (contains(element) ? 0 : element.scrollWidth))
        return right > width + 1 && !contained(element)
      })
      .map((element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 60)}`)
  }, width)
}
