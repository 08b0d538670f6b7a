// Guards what a team manager and staff read on a phone: nothing reaches past the screen's edge on
// the wizard's review step or the back office's pages, with the longest e-mail addresses, team
// names and nameplates a form accepts (a roster table scrolls sideways in its own box, on purpose).
import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { routes } from '@/lib/routes'
import { signInStaff } from '../support/account-flow'
import { storeExpressOrder } from '../support/commerce-service'
import { open, pastTheEdge } from '../support/pages'
import { test } from '../support/test'
import { continueTo, fillTeamStep, TEAM, wizard } from '../support/wizard-flow'

const longEmail = () => `jo.keeper.of.the.lakeside.loons.${randomUUID().slice(0, 8)}@a-very-long-hockey-league-domain.example.com`
const longTeam = 'The Extraordinarily Long-Named Lakeside Loons Hockey Club'
const longName = 'Vanderschoolenberg-Lavoie'

test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'phone', 'about a phone’s width'))

test('the quote wizard’s review step keeps a long e-mail, team name and nameplate within a phone’s width', async ({ page }) => {
  await open(page, '/order/chel-jersey')
  await fillTeamStep(page, { ...TEAM, contactEmail: longEmail(), teamName: longTeam })
  await continueTo(page, 'Design Customization')
  await continueTo(page, 'Roster Management')
  await wizard(page).getByLabel('Nameplate').first().fill(longName)
  await wizard(page).getByLabel('Number').first().fill('99')
  await continueTo(page, 'Order Details')
  await continueTo(page, 'Review & Get Quote', 'Review Order')
  await expect(wizard(page).getByRole('region', { name: 'Your request' })).toBeVisible()
  expect(await pastTheEdge(page)).toEqual([])
})

test('the back office’s pages keep a long e-mail, team name and reference within a phone’s width', async ({ page }) => {
  const email = longEmail()
  const roster = [{ name: longName, number: '99', jerseySize: 'XL', socksSize: 'L', pantShellSize: 'XL', captainPatch: 'C' as const }]
  const order = await storeExpressOrder({ userId: null, status: 'received', teamName: longTeam, contactEmail: email, roster, pricePerPlayerCents: 10000 })
  await signInStaff(page)
  for (const path of [`${routes.admin}?${new URLSearchParams({ q: email })}`, routes.adminOrder('express', order.id), routes.adminProductionSheet('express', order.id), routes.adminBlanks]) {
    await open(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await pastTheEdge(page), path).toEqual([])
  }
})
