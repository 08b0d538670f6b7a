// Guards the session against forgery and theft: a cookie signed with the embedded backend's old public secret, or carrying another role, opens nothing; session cookies are out of scripts' reach.
import { expect } from '@playwright/test'
import { test } from '../support/test'
import { decodeSession, signedInCustomer, sessionCookie } from '../support/account-flow'
import { forgeAccessToken, OLD_PUBLIC_JWT_SECRET } from '../support/forged-token'
import { AFTER_SERVER_ACTION } from '../support/timeouts'

const encodeSession = (session: object) => `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`

test('a session cookie forged for a customer shows nothing of that customer to another browser', async ({ page, browser }) => {
  const victim = await signedInCustomer(page)
  const stolen = await sessionCookie(page.context())
  const { user } = decodeSession(stolen.value)
  expect(user.email).toBe(victim.email)

  const forgeries = {
    'signed with the old public secret': forgeAccessToken(user.id, OLD_PUBLIC_JWT_SECRET),
    'claiming the service role': forgeAccessToken(user.id, OLD_PUBLIC_JWT_SECRET, { role: 'service_role' }),
  }
  for (const [kind, accessToken] of Object.entries(forgeries)) {
    const attacker = await browser.newContext()
    const session = { access_token: accessToken, refresh_token: 'forged', token_type: 'bearer', expires_in: 3600, expires_at: Math.floor(Date.now() / 1000) + 3600, user }
    await attacker.addCookies([{ name: stolen.name.replace(/\.0$/, ''), value: encodeSession(session), domain: stolen.domain, path: '/' }])
    const attackerPage = await attacker.newPage()
    await attackerPage.goto('/account')
    await expect(attackerPage, kind).toHaveURL(/\/sign-in/, AFTER_SERVER_ACTION)
    await expect(attackerPage.getByText(victim.email), kind).toHaveCount(0)
    await attacker.close()
  }
})

test('session cookies are HttpOnly and Lax, last a week, and scripts on the page cannot read them', async ({ page }) => {
  await signedInCustomer(page)
  const cookie = await sessionCookie(page.context())
  expect(cookie.httpOnly).toBe(true)
  expect(cookie.sameSite).toBe('Lax')
  const daysLeft = (cookie.expires - Date.now() / 1000) / 86400
  expect(daysLeft).toBeGreaterThan(6.9)
  expect(daysLeft).toBeLessThanOrEqual(7.01)
  expect(await page.evaluate(() => document.cookie)).not.toContain('auth-token')
})
