// Guards the About, Our Process and order confirmation pages: each shows what the content says, in order, with its links.
import { expect, type Page } from '@playwright/test'
import { test } from '../support/test'
import { seedDocument } from '@/tests/support/seed'

type Link = { label: string; href: string }
type Card = { title: string; text: string; link?: Link }
type Testimonial = { title: string; content: string; sourceRole: string }

type AboutPage = {
  title: string
  intro: string
  storyTitle: string
  story: { children: { text: string }[] }[]
  missionTitle: string
  mission: string
  values: Card[]
  testimonialsTitle: string
  testimonials: { _ref: string }[]
  teamTitle: string
  teamIntro: string
  team: Card[]
  contactButton: Link
}

type ProcessPage = {
  title: string
  intro: string
  orderTypesTitle: string
  orderTypes: Card[]
  stepsTitle: string
  steps: Card[]
  timelineTitle: string
  timeline: { period: string; title: string; text?: string }[]
  timelineSummary: string
  policiesTitle: string
  policies: Card[]
  provideTitle: string
  provideItems: string[]
  callToAction: { title: string; text: string; buttons: Link[] }
}

type ConfirmationPage = { title: string; intro: string; expressTitle: string; nextStepsTitle: string; nextSteps: Card[]; expressNextSteps: Card[]; links: Link[] }

const about = seedDocument<AboutPage>('aboutPage')
const jerseyProcess = seedDocument<ProcessPage>('processPage')
const confirmation = seedDocument<ConfirmationPage>('confirmationPage')

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

async function expectCards(page: Page, sectionTitle: string, cards: Card[]) {
  const section = region(page, sectionTitle)
  for (const card of cards) {
    await expect(section.getByRole('heading', { level: 3, name: card.title, exact: true })).toBeVisible()
    await expect(section.getByText(card.text, { exact: true })).toBeVisible()
  }
}

test('About shows the story, mission and values, success stories and team, and a button to contact the team', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: about.title })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home')
  await expect(page.getByText(about.intro)).toBeVisible()

  for (const title of [about.storyTitle, about.missionTitle, about.testimonialsTitle, about.teamTitle]) {
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible()
  }
  const story = region(page, about.storyTitle)
  for (const block of about.story) await expect(story.getByText(block.children.map((span) => span.text).join(''))).toBeVisible()

  await expect(page.getByText(about.mission)).toBeVisible()
  await expectCards(page, about.missionTitle, about.values)

  const stories = region(page, about.testimonialsTitle)
  await expect(stories.getByRole('listitem')).toHaveCount(about.testimonials.length)
  for (const ref of about.testimonials) {
    const testimonial = seedDocument<Testimonial>(ref._ref)
    const story = stories.getByRole('listitem').filter({ has: page.getByRole('heading', { name: testimonial.title }) })
    await expect(story).toBeVisible()
    await expect(story).toContainText(testimonial.content)
    await expect(story).toContainText(testimonial.sourceRole)
  }

  await expect(page.getByText(about.teamIntro)).toBeVisible()
  await expectCards(page, about.teamTitle, about.team)
  const contact = page.getByRole('main').getByRole('link', { name: about.contactButton.label })
  await expect(contact).toHaveAttribute('href', about.contactButton.href)
  expect(about.contactButton.href).toBe('/contact')
})

test('Our Process offers both order types, the four steps, the timeline in order, the policies and the calls to action', async ({ page }) => {
  await page.goto('/process')
  await expect(page.getByRole('heading', { level: 1, name: jerseyProcess.title })).toBeVisible()
  await expect(page.getByText(jerseyProcess.intro)).toBeVisible()

  const headings = [jerseyProcess.orderTypesTitle, jerseyProcess.stepsTitle, jerseyProcess.timelineTitle, jerseyProcess.policiesTitle, jerseyProcess.provideTitle, jerseyProcess.callToAction.title]
  for (const title of headings) await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible()

  const orderTypes = region(page, jerseyProcess.orderTypesTitle)
  await expectCards(page, jerseyProcess.orderTypesTitle, jerseyProcess.orderTypes)
  const [standard, express] = jerseyProcess.orderTypes
  await expect(orderTypes.getByRole('link', { name: standard?.link?.label })).toHaveAttribute('href', '/products')
  await expect(orderTypes.getByRole('link', { name: express?.link?.label })).toHaveAttribute('href', '/express-order')

  const steps = region(page, jerseyProcess.stepsTitle).getByRole('listitem')
  await expect(steps).toHaveCount(jerseyProcess.steps.length)
  for (const [index, step] of jerseyProcess.steps.entries()) {
    await expect(steps.nth(index)).toContainText(`STEP ${index + 1}`)
    await expect(steps.nth(index).getByRole('heading', { name: step.title })).toBeVisible()
  }

  const timeline = region(page, jerseyProcess.timelineTitle)
  const entries = timeline.getByRole('list').getByRole('listitem')
  await expect(entries).toHaveCount(jerseyProcess.timeline.length)
  for (const [index, entry] of jerseyProcess.timeline.entries()) {
    await expect(entries.nth(index)).toContainText(entry.period)
    await expect(entries.nth(index).getByRole('heading', { level: 3, name: entry.title })).toBeVisible()
    if (entry.text) await expect(entries.nth(index)).toContainText(entry.text)
  }
  await expect(timeline.getByText(jerseyProcess.timelineSummary)).toBeVisible()

  const policies = region(page, jerseyProcess.policiesTitle)
  await expectCards(page, jerseyProcess.policiesTitle, jerseyProcess.policies)
  const rush = jerseyProcess.policies.find((policy) => policy.link)
  await expect(policies.getByRole('link', { name: rush?.link?.label })).toHaveAttribute('href', '/contact')

  const provide = region(page, jerseyProcess.provideTitle)
  for (const item of jerseyProcess.provideItems) await expect(provide.getByText(item, { exact: true })).toBeVisible()

  const cta = region(page, jerseyProcess.callToAction.title)
  await expect(cta.getByText(jerseyProcess.callToAction.text)).toBeVisible()
  for (const button of jerseyProcess.callToAction.buttons) await expect(cta.getByRole('link', { name: button.label })).toHaveAttribute('href', button.href)
  expect(jerseyProcess.callToAction.buttons.map((button) => button.href)).toEqual(['/contact', '/products'])
})

test('Standard Order on the process page leads to the product line', async ({ page }) => {
  await page.goto('/process')
  await region(page, jerseyProcess.orderTypesTitle).getByRole('link', { name: jerseyProcess.orderTypes[0]?.link?.label }).click()
  await expect(page).toHaveURL('/products')
})

test('the confirmation says what happens next, links home and to the products, and is kept out of search engines', async ({ page }) => {
  await page.goto('/order/confirmation')
  await expect(page.getByRole('heading', { level: 1, name: confirmation.title })).toBeVisible()
  await expect(page.getByText(confirmation.intro)).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: confirmation.nextStepsTitle })).toBeVisible()

  const next = region(page, confirmation.nextStepsTitle)
  await expect(next.getByRole('listitem')).toHaveCount(3)
  await expectCards(page, confirmation.nextStepsTitle, confirmation.nextSteps)

  for (const link of confirmation.links) await expect(next.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href)
  expect(confirmation.links.map((link) => link.href)).toEqual(['/', '/products'])

  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('the express confirmation is its own page: its words are in the page as sent, never the quote’s, and the reference takes the room kept for it', async ({ page, request }) => {
  const html = await (await request.get('/order/confirmation/express?ref=E-7K2M9QXA')).text()
  expect(html).toContain(confirmation.expressTitle)
  expect(html).not.toContain(confirmation.title)
  await page.goto('/order/confirmation/express?ref=E-7K2M9QXA')
  await expect(page.getByRole('heading', { level: 1, name: confirmation.expressTitle })).toBeVisible()
  await expect(page.getByTestId('order-reference')).toHaveText('E-7K2M9QXA')
  await expect(page.getByRole('heading', { level: 3, name: confirmation.expressNextSteps[0]!.title })).toBeVisible()
  // Anything but a reference in the address is not repeated.
  await page.goto('/order/confirmation/express?ref=%3Cb%3Eyou%20won%3C%2Fb%3E')
  await expect(page.getByRole('heading', { level: 1, name: confirmation.expressTitle })).toBeVisible()
  await expect(page.getByTestId('order-reference')).toHaveCount(0)
  await expect(page.getByText('you won')).toHaveCount(0)
})
