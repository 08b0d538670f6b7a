// Guards the rule of every route handler and form action: whatever arrives (malformed JSON, another
// content type, values of the wrong type, fields nobody asked for, bodies over their cap, megabytes
// typed into a field, files that are not what they say), the answer is a clean 4xx or the form's
// own error, never a 5xx or a stack trace; a form comes back with what was typed (never a
// password); and nothing is stored. Known bugs are pinned with test.fail() and say so.
import { createHash, randomUUID } from 'node:crypto'
import http from 'node:http'
import { expect, type APIResponse, type Locator, type Page } from '@playwright/test'
import { emailField, formAlert, passwordField, signedInCustomer } from '../support/account-flow'
import { fromAddress, loopbackAddress } from '../support/client-address'
import { serviceClient } from '../support/commerce-service'
import { imageBombs } from '../support/files'
import { callAction, type Sent } from '../support/server-actions'
import { open } from '../support/pages'
import { addToCart } from '../support/shop-flow'
import { contentWebhookSignature } from '../support/studio'
import { test } from '../support/test'
import { AFTER_SERVER_ACTION } from '../support/timeouts'
import { continueButton, DELIVERY, quoteDraft, stepTitle, validPlayer, wizard } from '../support/wizard-flow'
import { INVALID_EMAIL } from '@/lib/account/forms'
import { EMAIL_TOO_LONG } from '@/lib/forms/email'
import { MAX_BROWSER_COPY_BYTES } from '@/lib/browser-storage'
import { ENQUIRY_NOT_SENT } from '@/lib/contact/enquiry'
import { signPayload } from '@/lib/payments/signature'
import { readTestPaymentKeys } from '@/lib/payments/test-service/keys'
import { routes } from '@/lib/routes'
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from '@/lib/uploads/logo'
import { draftKey, storedDraftText } from '@/lib/wizard/draft-storage'

// ---- What every refusal must look like.

/** A body that says where the server's code is or that it failed: a stack frame, a file of the source, an exception's name, a server error's digest. */
const STACK_TRACE = /\n\s+at\s+\S+.*[(:]\d+:\d+|node_modules\/|webpack-internal|\.tsx?:\d+:\d+|\b(?:TypeError|SyntaxError|ReferenceError|RangeError):|ECONNREFUSED|digest":"/

async function expectClean(response: APIResponse, statuses: number[], what: string) {
  const body = await response.text()
  expect(statuses, `${what}: status ${response.status()}, body ${body.slice(0, 200)}`).toContain(response.status())
  expect(body, `${what}: no stack trace`).not.toMatch(STACK_TRACE)
  return body
}

/** The JSON of a route's answer, which must be JSON whenever the route answers JSON at all. */
const jsonOf = (body: string) => JSON.parse(body) as Record<string, unknown>

// ---- Route handlers.

/** Bodies sent as raw bytes (Playwright would turn a string that is not JSON into a JSON string when the type says JSON). */
const ROUTE_BODIES: { what: string; data: string | Buffer; contentType?: string }[] = [
  { what: 'malformed JSON', data: '{"browserCart": "[', contentType: 'application/json' },
  { what: 'an empty body', data: '', contentType: 'application/json' },
  { what: 'JSON sent as text/plain', data: '{"browserCart":null,"browserTeams":null}', contentType: 'text/plain' },
  { what: 'a form body', data: 'browserCart=%5B%5D&browserTeams=%5B%5D', contentType: 'application/x-www-form-urlencoded' },
  { what: 'XML', data: '<browserCart>[]</browserCart>', contentType: 'application/xml' },
  { what: 'binary bytes', data: Buffer.from([0xff, 0xfe, 0x00, 0x81, 0x7b, 0x22]), contentType: 'application/octet-stream' },
  { what: 'a number where the copy is expected', data: '{"browserCart":42,"browserTeams":42}', contentType: 'application/json' },
  { what: 'an object where the copy is expected', data: '{"browserCart":{"lines":[]},"browserTeams":{"teams":[]}}', contentType: 'application/json' },
  { what: 'a list instead of an object', data: '[{"browserCart":"[]"}]', contentType: 'application/json' },
  { what: 'null', data: 'null', contentType: 'application/json' },
  { what: 'a copy that is not a list', data: JSON.stringify({ browserCart: '{"__proto__":{"polluted":1}}', browserTeams: '"teams"' }), contentType: 'application/json' },
  {
    what: 'lines and teams forged with extra fields',
    data: `{"__proto__":{"polluted":true},"userId":"${randomUUID()}","browserCart":${JSON.stringify(JSON.stringify([{ id: 'x', productSlug: 'socks', name: 'Free', unitPriceCents: -100, quantity: 1e9, isAdmin: true }]))},"browserTeams":${JSON.stringify(JSON.stringify([{ teamName: '<script>alert(1)</script>', players: 'all', primaryColor: 'red', role: 'admin' }]))}}`,
    contentType: 'application/json',
  },
  { what: 'control characters and lone surrogates', data: '{"browserCart":"\\u0000\\ud800[]","browserTeams":"\\u202e\\u0000"}', contentType: 'application/json' },
]

test.describe('route handlers', () => {
  test('/api/cart and /api/saved-teams read any body without a 5xx or a stack trace, and answer an empty or checked list', async ({ request }) => {
    for (const route of ['/api/cart', '/api/saved-teams'] as const) {
      for (const { what, data, contentType } of ROUTE_BODIES) {
        const response = await request.post(route, { data: Buffer.from(data), headers: contentType ? { 'content-type': contentType } : {} })
        const answer = jsonOf(await expectClean(response, [200, 400, 413, 415, 422], `${route}, ${what}`))
        if (response.status() !== 200) continue
        // Signed out, nothing is stored: the answer is the browser's copy checked, never the forged fields.
        expect(answer.signedIn, `${route}, ${what}`).toBe(false)
        const items = (route === '/api/cart' ? answer.lines : answer.teams) as Record<string, unknown>[]
        expect(items, `${route}, ${what}`).toEqual([])
        expect(JSON.stringify(answer)).not.toContain('polluted')
      }
      for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
        await expectClean(await request.fetch(route, { method, data: method === 'GET' ? undefined : '{}' }), [405], `${method} ${route}`)
      }
    }
  })

  test('a body over the cap of /api/cart, /api/saved-teams or the payments webhook is refused with 413, said length or not', async ({ request, baseURL }) => {
    for (const route of ['/api/cart', '/api/saved-teams']) {
      const over = JSON.stringify({ browserCart: 'x'.repeat(MAX_BROWSER_COPY_BYTES), browserTeams: 'x'.repeat(10) })
      await expectClean(await request.post(route, { data: over, headers: { 'content-type': 'application/json' } }), [413], `${route}, a body one megabyte long`)
      // Streamed without a length: refused once the cap is passed, long before the 64 MB are sent.
      const streamed = await streamBody(baseURL!, route, 64 * 1024 * 1024)
      expect(streamed.status, `${route}, 64 MB streamed`).toBe(413)
      expect(streamed.sentBytes, `${route}: stopped reading early`).toBeLessThan(32 * 1024 * 1024)
    }
    await expectClean(await request.post('/api/payments/webhook', { data: 'x'.repeat(64 * 1024 + 1) }), [413], 'the payments webhook, 64 KB and a byte')
    await expectClean(await request.post('/api/revalidate', { data: 'x'.repeat(16 * 1024 + 1) }), [413], 'the content webhook, 16 KB and a byte')
  })

  test('the content webhook refuses unsigned, forged, malformed and wrongly typed deliveries, and ignores unexpected fields', async ({ request }) => {
    const sign = contentWebhookSignature
    const deliver = (body: string, signature: string | null, contentType = 'application/json') =>
      request.post('/api/revalidate', { data: Buffer.from(body), headers: { 'content-type': contentType, ...(signature === null ? {} : { 'sanity-webhook-signature': signature }) } })

    await expectClean(await deliver('{"_type":"product"}', null), [401], 'no signature')
    await expectClean(await deliver('{"_type":"product"}', 'garbage'), [401], 'a garbage signature')
    await expectClean(await deliver('{"_type":"product"}', sign('{"_type":"other"}')), [401], 'a signature of another body')
    await expectClean(await deliver('{"_type":"product"}', sign('{"_type":"product"}', Date.now() - 10 * 60_000)), [401], 'a signature ten minutes old')
    for (const [what, body] of [
      ['malformed JSON', '{"_type":'],
      ['no _type', '{"type":"product"}'],
      ['a number for _type', '{"_type":5}'],
      ['a list', '[{"_type":"product"}]'],
      ['an empty _type', '{"_type":""}'],
      ['a _type of 101 characters', JSON.stringify({ _type: 'x'.repeat(101) })],
    ]) {
      await expectClean(await deliver(body!, sign(body!)), [400], `signed, ${what}`)
    }
    // Unexpected fields are ignored: only the named document type is refreshed (one no page reads).
    const extra = '{"_type":"bad-input-probe","_id":"x","revalidateAll":true,"__proto__":{"polluted":true}}'
    const accepted = jsonOf(await expectClean(await deliver(extra, sign(extra), 'text/plain'), [200], 'signed, with extra fields'))
    expect(accepted).toEqual({ revalidated: 'bad-input-probe' })
    await expectClean(await request.get('/api/revalidate'), [405], 'GET')
  })

  test('the content webhook stops reading a streamed body once it is over its 16 KB cap', async ({ baseURL }) => {
    // Once read whole (request.text()) before it was measured: a body sent without a length, however
    // large, by anyone (no signature needed).
    const streamed = await streamBody(baseURL!, '/api/revalidate', 64 * 1024 * 1024)
    expect(streamed.status).toBe(413)
    expect(streamed.sentBytes).toBeLessThan(32 * 1024 * 1024)
  })

  test('the payments webhook refuses forged, malformed and wrongly typed events with 400, records nothing, and limits an address that keeps trying', async ({ request }) => {
    const service = serviceClient()
    const before = await service.from('request_payments').select('id', { count: 'exact', head: true })
    const { webhookSecret } = readTestPaymentKeys(process.env.TEST_PAYMENTS_KEYS_FILE)
    const deliver = (body: string, signature: string | null) => request.post('/api/payments/webhook', { data: Buffer.from(body), headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) } })
    const event = (type: string, object: unknown) => JSON.stringify({ id: `evt_${randomUUID()}`, type, data: { object } })

    await expectClean(await deliver(event('payment_intent.succeeded', {}), null), [400], 'no signature')
    await expectClean(await deliver(event('payment_intent.succeeded', {}), 't=1,v1=00'), [400], 'a malformed signature')
    const intent = { object: 'payment_intent', id: `pi_${randomUUID()}`, amount: 100, metadata: { requestKind: 'express', requestId: randomUUID() } }
    for (const [what, body] of [
      ['malformed JSON', '{"type":"payment_intent.succeeded",'],
      ['not an event', '[1,2,3]'],
      ['an event without data', JSON.stringify({ type: 'payment_intent.succeeded' })],
      ['an event whose object is not a payment intent', event('payment_intent.succeeded', { object: 'charge' })],
      ['an amount that is text', event('payment_intent.succeeded', { ...intent, amount: '100' })],
      ['a negative amount', event('payment_intent.succeeded', { ...intent, amount: -100 })],
      ['no intent id', event('payment_intent.succeeded', { ...intent, id: 42 })],
    ]) {
      await expectClean(await deliver(body!, signPayload(body!, webhookSecret)), [400], `signed, ${what}`)
    }
    // Events that are not ours to act on (another type, another integration's intent), however odd their extra fields: received, ignored.
    for (const body of [event('customer.created', { object: 'customer', isAdmin: true }), event('payment_intent.succeeded', { ...intent, metadata: { requestKind: 'order', requestId: 'x', role: 'admin' } })]) {
      expect(jsonOf(await expectClean(await deliver(body, signPayload(body, webhookSecret)), [200], 'signed, not ours'))).toEqual({ received: true })
    }
    await expectClean(await request.get('/api/payments/webhook'), [405], 'GET')
    const after = await service.from('request_payments').select('id', { count: 'exact', head: true })
    expect(after.count).toBe(before.count)

    // Twenty forged deliveries a minute from one address, then 429 before the body is read.
    let status = 0
    for (let attempt = 0; attempt < 30 && status !== 429; attempt++) status = (await deliver('{}', 't=1,v1=00')).status()
    expect(status).toBe(429)
  })

  test('the GET routes refuse malformed, repeated, oversized and hostile query strings and names with a 4xx (or their documented redirect)', async ({ request }) => {
    const uuid = randomUUID()
    const long = 'a'.repeat(6000)
    const hostile = ['%00', '..%2F..%2Fetc%2Fpasswd', '%E2%80%AE', '%F0%9F%98%80', '%25', '<script>', "'%20OR%201=1--", '%0d%0aSet-Cookie:%20x=1']
    const cases: [string, number[]][] = []
    for (const route of ['/api/reorder', '/api/reorder/logo', '/admin/order/logo', '/admin/order/roster.csv']) {
      cases.push(
        [route, [404]],
        [`${route}?kind=quote`, [404]],
        [`${route}?kind=quote&id=not-a-uuid`, [404]],
        [`${route}?kind=order&id=${uuid}`, [404]],
        [`${route}?kind=quote&kind=express&id=${uuid}`, [404]],
        [`${route}?kind=quote&id=${uuid}&id=${randomUUID()}`, [404]],
        [`${route}?kind=quote&id=${uuid}`, [404]],
        [`${route}?kind=${long}&id=${long}`, [404]],
        ...[...hostile, '%ff%fe', '%'].map((value): [string, number[]] => [`${route}?kind=${value}&id=${value}`, [404]]),
      )
    }
    cases.push(
      ['/account/mockup', [404]],
      ['/account/mockup?id=not-a-uuid', [404]],
      [`/account/mockup?id=${uuid}`, [404]],
      [`/account/mockup?id=${long}`, [404]],
      ...hostile.map((value): [string, number[]] => [`/account/mockup?id=${value}`, [404]]),
      ...hostile.map((value): [string, number[]] => [`/content-assets/${value}`, [400, 404]]),
      [`/content-assets/${'a'.repeat(2000)}.svg`, [404]],
      ['/content-assets/..%2F..%2Fpackage.json', [404]],
      ['/admin/dev-tools/docs/react', [404]],
      ['/admin/dev-tools/docs/..%2F..%2Fpackage.json', [404]],
      ['/api/draft-mode/enable', [401]],
      ['/api/draft-mode/enable?sanity-preview-secret=guess&sanity-preview-pathname=/', [401]],
      [`/api/draft-mode/enable?sanity-preview-secret=${long}&sanity-preview-pathname=//evil.example`, [401]],
    )
    for (const [url, statuses] of cases) await expectClean(await request.get(url, { maxRedirects: 0 }), statuses, `GET ${url}`)
    // Leaving preview goes back to a path on this site only: anything else goes home.
    for (const back of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '%00', long]) {
      const response = await request.get(`/api/draft-mode/disable?redirect=${back}`, { maxRedirects: 0 })
      await expectClean(response, [307], `leaving preview to ${back.slice(0, 20)}`)
      expect(response.headers().location).toBe('/')
    }
    for (const [method, url] of [
      ['POST', '/api/payments/config'],
      ['POST', `/api/reorder?kind=quote&id=${uuid}`],
      ['DELETE', `/api/reorder/logo?kind=quote&id=${uuid}`],
      ['PUT', '/api/draft-mode/enable'],
    ] as const) {
      await expectClean(await request.fetch(url, { method, data: '{"x":1}', maxRedirects: 0 }), [405], `${method} ${url}`)
    }
  })

  test('a path that is not UTF-8 when decoded gets a 404, not a 500', async ({ request }) => {
    // Next's router answers such a path (%ff, %A0) with a bare 500 (vercel/next.js#92527): proxy.ts
    // answers a 404 first, for pages, files and API routes alike.
    for (const url of ['/content-assets/%ff%fe.png', '/products/%ff', '/order/%A0', '/express-order/%ff%fe', '/admin/dev-tools/docs/%ff', '/api/reorder/%ff', '/%ff%fe']) {
      const response = await request.get(url, { maxRedirects: 0 })
      expect(response.status(), url).toBe(404)
      expect(await response.text(), url).toContain('Page not found')
    }
  })

  test('/api/cart and /api/saved-teams refuse a body that is not their JSON with a 4xx', async ({ request }) => {
    // Once read as "nothing stored in this browser" and answered 200 with an empty list.
    for (const route of ['/api/cart', '/api/saved-teams']) {
      for (const { what, data, contentType } of ROUTE_BODIES.slice(0, 9)) {
        const response = await request.post(route, { data: Buffer.from(data), headers: contentType ? { 'content-type': contentType } : {} })
        expect([400, 415, 422], `${route}, ${what}`).toContain(response.status())
      }
    }
  })
})

/**
 * Streams `total` bytes to `route` without a Content-Length (chunked), a megabyte at a time, and
 * stops once the server answers: the answer's status and how much had been sent by then.
 */
function streamBody(baseURL: string, route: string, total: number): Promise<{ status: number | null; sentBytes: number }> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(1024 * 1024, 'x')
    let sentBytes = 0
    let settled = false
    const done = (status: number | null) => {
      if (settled) return
      settled = true
      request.destroy()
      resolve({ status, sentBytes })
    }
    const request = http.request(new URL(route, baseURL), { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', ...fromAddress(loopbackAddress(randomUUID())) } })
    request.on('response', (response) => {
      response.resume()
      done(response.statusCode ?? null)
    })
    request.on('error', () => setTimeout(() => done(null), 50))
    const write = () => {
      while (!settled && sentBytes < total) {
        sentBytes += chunk.length
        if (!request.write(chunk)) return void request.once('drain', write)
      }
      if (!settled) request.end()
    }
    write()
  })
}

// ---- Form actions, as a browser without JavaScript sends them.

/** The contact enquiries whose message holds `marker`: what the contact form stored. */
async function enquiriesWith(marker: string) {
  const { data, error } = await serviceClient().from('contact_enquiries').select('id').like('message', `%${marker}%`)
  expect(error).toBeNull()
  return data ?? []
}

/** The form that a button of this name sends. */
const formOf = (page: Page, button: string) => page.locator('form', { has: page.getByRole('button', { name: button }) })

/** Adds a field the form does not have, as a visitor editing the page could. */
const addField = (form: Locator, name: string, value: string) =>
  form.evaluate(
    (form, [name, value]) => {
      const input = document.createElement('input')
      input.type = 'hidden'
      input.name = name!
      input.value = value!
      form.append(input)
    },
    [name, value],
  )

/** Turns the browser's own checks off (required, maxlength, type=email), as a script or an old browser would. */
const skipBrowserChecks = (page: Page) =>
  page.evaluate(() => {
    for (const form of document.forms) form.noValidate = true
    for (const field of document.querySelectorAll('input, textarea, select')) {
      field.removeAttribute('required')
      field.removeAttribute('maxlength')
      field.removeAttribute('minlength')
      field.removeAttribute('pattern')
      if (field.getAttribute('type') === 'email') field.setAttribute('type', 'text')
    }
  })

/** Adds a choice a <select> does not offer, and chooses it. */
const forceOption = (page: Page, selector: string, value: string) =>
  page.locator(selector).evaluate((select: HTMLSelectElement, value) => {
    select.add(new Option(value, value))
    select.value = value
  }, value)

test.describe('form actions without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the contact form refuses bad, oversized and unexpected fields with a message per field, keeps what was typed, and stores nothing', async ({ page }) => {
    const marker = `bad-input-${randomUUID()}`
    const name = `${'N'.repeat(121)} <b>${marker}</b>`
    const message = `${marker} ${'M'.repeat(5001)}\u202e`
    await page.goto('/contact')
    await skipBrowserChecks(page)
    await page.getByLabel('Name', { exact: true }).fill(name)
    await page.getByLabel('Email', { exact: true }).fill('not an address')
    await forceOption(page, '#inquiryType', 'refund-me')
    await page.getByLabel('Message', { exact: true }).fill(message)
    await addField(formOf(page, 'Send Message'), 'isAdmin', 'true')
    await addField(formOf(page, 'Send Message'), '__proto__', '{"polluted":true}')
    await addField(formOf(page, 'Send Message'), 'user_id', randomUUID())
    const answered = page.waitForResponse((response) => response.request().method() === 'POST')
    await page.getByRole('button', { name: 'Send Message' }).click()
    expect((await answered).status()).toBe(200)

    await expect(page.locator('#name-error')).toHaveText('Please keep your name under 120 characters.')
    await expect(page.locator('#email-error')).toHaveText('Please enter a valid email address.')
    await expect(page.locator('#inquiryType-error')).toHaveText('Please choose a type of enquiry.')
    await expect(page.locator('#message-error')).toHaveText('Please keep your message under 5,000 characters.')
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name)
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('not an address')
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(message)
    expect(await page.content()).not.toMatch(STACK_TRACE)
    expect(await enquiriesWith(marker)).toEqual([])
  })

  test('the contact form answers a message of megabytes with its error, not a crash, and stores nothing', async ({ page }) => {
    const marker = `bad-input-${randomUUID()}`
    await page.goto('/contact')
    await skipBrowserChecks(page)
    await page.getByLabel('Name', { exact: true }).fill('Jordan Lee')
    await page.getByLabel('Email', { exact: true }).fill('jordan@example.com')
    // Two megabytes: within what a server action may carry, far over the message's cap.
    await page.getByLabel('Message', { exact: true }).evaluate((textarea: HTMLTextAreaElement, text) => (textarea.value = text), `${marker} ${'é'.repeat(1_000_000)}`)
    const answered = page.waitForResponse((response) => response.request().method() === 'POST')
    await page.getByRole('button', { name: 'Send Message' }).click()
    expect((await answered).status()).toBe(200)
    await expect(page.locator('#message-error')).toHaveText('Please keep your message under 5,000 characters.')
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Jordan Lee')
    expect(await enquiriesWith(marker)).toEqual([])
  })

  test('the contact form sends a message holding U+0000, stored without it', async ({ page }) => {
    // PostgreSQL text cannot hold U+0000: such an enquiry was once refused by the database and
    // answered "try again in a moment", which no retry fixes. The character is now dropped.
    const marker = randomUUID()
    await page.goto('/contact')
    await page.getByLabel('Name', { exact: true }).fill('Jordan Lee')
    await page.getByLabel('Email', { exact: true }).fill('jordan@example.com')
    await page.getByLabel('Message', { exact: true }).evaluate((textarea: HTMLTextAreaElement, text) => (textarea.value = text), `nul ${marker} \u0000here`)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText(ENQUIRY_NOT_SENT)).toHaveCount(0)
    await expect.poll(async () => (await serviceClient().from('contact_enquiries').select('message').like('message', `%${marker}%`)).data, AFTER_SERVER_ACTION).toEqual([{ message: `nul ${marker} here` }])
  })

  test('the contact form says an e-mail address over 254 characters is too long, not “try again in a moment”', async ({ page }) => {
    // Once uncapped: the database refused it, answered with ENQUIRY_NOT_SENT, which no retry fixes.
    await page.goto('/contact')
    await skipBrowserChecks(page)
    await page.getByLabel('Name', { exact: true }).fill('Jordan Lee')
    const email = `${'a'.repeat(250)}@example.com`
    const marker = randomUUID()
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Message', { exact: true }).fill(`Forty jerseys, please. ${marker}`)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.locator('#email-error')).toHaveText(`${EMAIL_TOO_LONG}.`, AFTER_SERVER_ACTION)
    await expect(page.getByText(ENQUIRY_NOT_SENT)).toHaveCount(0)
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
    expect(await enquiriesWith(marker)).toEqual([])
  })

  // It came back as React's data only (scripts, no markup), a blank page: the page read its query for
  // the expired-link notice, so part of it was rendered per request, and Next answers a form sent
  // without scripts to such a page with that part alone. The notice has a static page of its own now.
  for (const path of ['/forgot-password', routes.linkExpired]) {
    test(`without JavaScript, the forgot-password form at ${path} answers with its page and the address's error`, async ({ page }) => {
      await page.goto(path)
      await emailField(page).fill('not an address')
      const answered = page.waitForResponse((response) => response.request().method() === 'POST')
      await page.getByRole('button', { name: 'Send reset link' }).click()
      expect(await (await answered).text()).toContain('Please enter a valid email address')
      await expect(page.locator('#email-error')).toHaveText('Please enter a valid email address')
    })
  }
})

// ---- Form actions that need scripts: the real pages with the browser's checks removed, and the
// actions called as the pages' scripts call them (`Next-Action`, the FormData's fields prefixed).

test.describe('form actions with scripts: the real pages with their checks removed, and the actions called as the pages call them', () => {
  test('sign-in and registration refuse files, lists, megabytes and forged fields with their errors, echo no password, and create no account', async ({ request }) => {
    const email = `bad-input-${randomUUID()}@example.com`
    const password = `secret-${randomUUID()}`
    const png = { name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') }
    for (const [what, fields] of [
      ['a file for the e-mail', [['email', png], ['password', password]]],
      ['an address of megabytes with no @', [['email', 'x'.repeat(3_000_000)], ['password', password]]],
      ['the fields sent twice', [['email', 'not an address'], ['email', email], ['password', password], ['password', 'other']]],
      ['a role and an account id forged in', [['email', 'also not an address'], ['password', password], ['role', 'admin'], ['userId', randomUUID()], ['next', 'https://evil.example']]],
    ] as [string, [string, Sent][]][]) {
      const { status, body, state } = await callAction(request, '/sign-in', 'signInAction', fields)
      expect(status, what).toBe(200)
      expect(body, what).not.toMatch(STACK_TRACE)
      expect(body, `${what}: the password is never sent back`).not.toContain(password)
      expect(state?.status, what).toBe('rejected')
      expect(Object.values(state?.errors ?? {}).join(' '), what).toMatch(/\S/)
      expect(state?.values.password, what).toBe('')
    }

    // Registration asks no password (it is chosen from the confirmation link): one forged in is neither used nor sent back.
    for (const [what, fields] of [
      ['names over their caps, and a password forged in', [['firstName', 'F'.repeat(61)], ['lastName', 'L'.repeat(100_000)], ['email', email], ['password', password], ['confirmPassword', password]]],
      ['an address of megabytes', [['firstName', 'Sam'], ['lastName', 'Lee'], ['email', `${'x'.repeat(3_000_000)}@example.com`], ['password', password]]],
      ['files and forged fields', [['firstName', png], ['lastName', 'Lee'], ['email', png], ['password', password], ['role', 'admin'], ['emailConfirmed', 'true']]],
      ['control characters in the address', [['firstName', 'Sam'], ['lastName', 'Lee'], ['email', `sam\u0000@exam\u202eple.com`], ['password', password]]],
    ] as [string, [string, Sent][]][]) {
      const { status, body, state } = await callAction(request, '/register', 'registerAction', fields)
      expect(status, what).toBe(200)
      expect(body, what).not.toMatch(STACK_TRACE)
      expect(body, `${what}: a forged password is never sent back`).not.toContain(password)
      expect(state?.status, what).toBe('rejected')
      expect(Object.keys(state?.values ?? {}), what).toEqual(['firstName', 'lastName', 'email'])
    }
    const { data } = await serviceClient().from('profiles').select('id').eq('email', email)
    expect(data).toEqual([])
  })

  // Checkout needs scripts: without them the page stays on "Loading your cart…" (its form streams in).
  test('checkout refuses bad, oversized and forged fields with a message per field, keeps the address, and places no order', async ({ page }) => {
    test.slow()
    const customer = await signedInCustomer(page)
    await addToCart(page, 'socks', { quantity: 2 })
    const { data: profile } = await serviceClient().from('profiles').select('id').eq('email', customer.email).single()
    const userId = profile!.id
    const cartBefore = await serviceClient().from('cart_items').select('id, quantity').eq('user_id', userId)
    expect(cartBefore.data).toHaveLength(1)

    // Signed in, the cart and saved-teams routes answer the account's lists and store nothing, whatever they are sent.
    const teamsBefore = await serviceClient().from('team_rosters').select('id').eq('user_id', userId)
    for (const route of ['/api/cart', '/api/saved-teams']) {
      for (const { what, data, contentType } of ROUTE_BODIES) {
        const response = await page.request.post(route, { data: Buffer.from(data), headers: { 'content-type': contentType ?? 'application/json' } })
        const answer = jsonOf(await expectClean(response, [200, 400, 413, 415, 422], `signed in, ${route}, ${what}`))
        if (response.status() === 200) expect(answer.signedIn, `signed in, ${route}, ${what}`).toBe(true)
      }
    }
    expect((await serviceClient().from('team_rosters').select('id').eq('user_id', userId)).data).toEqual(teamsBefore.data)

    await open(page, '/checkout')
    await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible()
    await skipBrowserChecks(page)
    const fullName = `${'F'.repeat(121)}`
    await page.locator('#shipping-fullName').fill(fullName)
    await page.locator('#shipping-line1').fill('3 Crease Court')
    await page.locator('#shipping-city').fill('C'.repeat(100_000))
    await page.locator('#shipping-region').fill('')
    await page.locator('#shipping-postalCode').fill('ABCDE')
    await page.locator('#shipping-phone').fill('call me <script>')
    await forceOption(page, '#shipping-country', 'FR')
    await page.locator('input[name="idempotencyKey"]').evaluate((input: HTMLInputElement) => (input.value = 'not-a-uuid'))
    await addField(formOf(page, 'Place order'), 'shipping.unitPriceCents', '1')
    await addField(formOf(page, 'Place order'), 'totalCents', '1')
    await addField(formOf(page, 'Place order'), 'userId', randomUUID())
    await page.getByRole('button', { name: 'Place order' }).click()

    await expect(page.getByRole('alert').filter({ hasText: /Please check the highlighted fields|out of date/ }).first()).toBeVisible(AFTER_SERVER_ACTION)
    await expect(page.getByText('Full name can be at most 120 characters').first()).toBeVisible()
    await expect(page.getByText('City can be at most 100 characters').first()).toBeVisible()
    await expect(page.getByText('State or province is required').first()).toBeVisible()
    await expect(page.getByText('Please choose the United States or Canada').first()).toBeVisible()
    await expect(page.getByText('Please enter a valid phone number').first()).toBeVisible()
    await expect(page.locator('#shipping-fullName')).toHaveValue(fullName)
    await expect(page.locator('#shipping-line1')).toHaveValue('3 Crease Court')
    await expect(page.locator('#shipping-postalCode')).toHaveValue('ABCDE')
    expect(await page.content()).not.toMatch(STACK_TRACE)

    const orders = await serviceClient().from('orders').select('id').eq('user_id', userId)
    expect(orders.data).toEqual([])
    expect((await serviceClient().from('cart_items').select('id, quantity').eq('user_id', userId)).data).toEqual(cartBefore.data)
  })

  test('the registration page refuses names over their caps, keeps the names and address, and makes no account', async ({ page }) => {
    const email = `bad-input-${randomUUID()}@example.com`
    await open(page, '/register')
    await skipBrowserChecks(page)
    await page.getByLabel('First name').fill('F'.repeat(61))
    await page.getByLabel('Last name').fill('L'.repeat(5000))
    await emailField(page).fill(email)
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(formAlert(page).first()).toBeVisible(AFTER_SERVER_ACTION)
    await expect(page.getByText('First names can be at most 60 characters').first()).toBeVisible()
    await expect(page.getByText('Last names can be at most 60 characters').first()).toBeVisible()
    await expect(page.getByLabel('First name')).toHaveValue('F'.repeat(61))
    await expect(emailField(page)).toHaveValue(email)
    expect((await serviceClient().from('profiles').select('id').eq('email', email)).data).toEqual([])
  })

  test('the sign-in page refuses an address of a megabyte with its message, keeps it, and clears the password', async ({ page }) => {
    const typed = `${'x'.repeat(1_000_000)}@`
    await open(page, '/sign-in')
    await skipBrowserChecks(page)
    await emailField(page).evaluate((input: HTMLInputElement, value) => {
      // As typed: React's onChange is not needed, the form is read from the DOM when sent.
      input.value = value
    }, typed)
    await passwordField(page).fill('not the password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(formAlert(page).first()).toBeVisible(AFTER_SERVER_ACTION)
    await expect(page.locator('#email-error')).toHaveText(EMAIL_TOO_LONG)
    await expect(emailField(page)).toHaveValue(typed)
    await expect(passwordField(page)).toHaveValue('')
  })

  test('the forgot-password page refuses a malformed or oversized address with its message, keeps it, and ignores a forged redirect', async ({ page }) => {
    for (const [typed, message] of [
      ['not an address', INVALID_EMAIL],
      [`${'x'.repeat(100_000)}@@example.com`, EMAIL_TOO_LONG],
      ['jo@exa mple.com\u202e', INVALID_EMAIL],
    ] as const) {
      await open(page, '/forgot-password')
      await skipBrowserChecks(page)
      await emailField(page).fill(typed)
      await addField(formOf(page, 'Send reset link'), 'redirectTo', 'https://evil.example/steal')
      await page.getByRole('button', { name: 'Send reset link' }).click()
      await expect(page.locator('#email-error')).toHaveText(message, AFTER_SERVER_ACTION)
      await expect(emailField(page)).toHaveValue(typed)
    }
  })
})

// ---- The wizards: one draft as JSON, the logo beside it.

function expressDraft(teamName: string, changes: Record<string, unknown> = {}) {
  const { productSlug, teamInfo, players, logoNotes, idempotencyKey } = quoteDraft(teamName)
  return { kind: 'express', productSlug, step: 3, teamInfo, players, logoNotes, idempotencyKey, paymentType: 'deposit', delivery: DELIVERY, ...changes }
}

/** The quote requests and express orders stored for a team name. */
async function requestsOf(teamName: string) {
  const service = serviceClient()
  const [quotes, express] = await Promise.all([service.from('quote_requests').select('id').eq('team_name', teamName), service.from('express_orders').select('id').eq('team_name', teamName)])
  expect(quotes.error).toBeNull()
  expect(express.error).toBeNull()
  return [...(quotes.data ?? []), ...(express.data ?? [])]
}

/** Whether the logos bucket holds these bytes (stored under their SHA-256, lib/commerce/private-files.ts). */
async function logoStored(bytes: Buffer): Promise<boolean> {
  const hash = createHash('sha256').update(bytes).digest('hex')
  const { data, error } = await serviceClient().storage.from('logos').list(hash.slice(0, 2))
  expect(error).toBeNull()
  return (data ?? []).some((file) => file.name.startsWith(hash))
}

const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')

test.describe('the wizards’ submissions', () => {
  test('malformed, wrongly typed, forged and oversized drafts are refused on a step, and nothing is stored', async ({ request }) => {
    const team = `Bad Input ${randomUUID()}`
    const valid = quoteDraft(team)
    const drafts: [string, string][] = [
      ['no JSON at all', '{"kind":"quote",'],
      ['JSON that is not a draft', '[1,2,3]'],
      ['a number for the team info', JSON.stringify({ ...valid, teamInfo: 42 })],
      ['players as text', JSON.stringify({ ...valid, players: 'all of them' })],
      ['two hundred and two players', JSON.stringify({ ...valid, players: Array.from({ length: 202 }, () => validPlayer) })],
      ['a price forged in, a colour that is not one', JSON.stringify({ ...valid, indicativeUnitPriceCents: 1, design: { ...valid.design, primaryColor: 'red' } }).replace('{', '{"__proto__":{"polluted":true},')],
      ['a team name of a megabyte', JSON.stringify({ ...valid, teamInfo: { ...valid.teamInfo, teamName: `${team}${'x'.repeat(1_000_000)}` } })],
      ['notes over their cap', JSON.stringify({ ...valid, details: { ...valid.details, additionalNotes: 'n'.repeat(2001) } })],
      ['an in-hands date in the past', JSON.stringify({ ...valid, details: { ...valid.details, targetDate: '2001-01-01' } })],
      ['an idempotency key that is not one', JSON.stringify({ ...valid, idempotencyKey: "'; drop table quote_requests; --" })],
    ]
    for (const [what, draft] of drafts) {
      const { status, body, state } = await callAction(request, '/order/chel-jersey', 'submitQuoteRequest', [['draft', draft]])
      expect(status, what).toBe(200)
      expect(body, what).not.toMatch(STACK_TRACE)
      expect(state?.status, what).toBe('rejected')
      expect(Object.keys(state?.errors ?? {}).length, what).toBeGreaterThan(0)
      for (const [step, message] of Object.entries(state?.errors ?? {})) {
        expect(['team', 'design', 'roster', 'details', 'review'], what).toContain(step)
        expect(message, what).toMatch(/\S/)
      }
    }
    // A draft sent as a file, and none at all.
    for (const fields of [[['draft', { name: 'draft.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(valid)) }]], []] as [string, Sent][][]) {
      const { state } = await callAction(request, '/order/chel-jersey', 'submitQuoteRequest', fields)
      expect(state?.errors).toEqual({ team: 'Your order could not be read. Please check each step and try again.' })
    }
    const express = expressDraft(team)
    const expressDrafts = [
      { ...express, paymentType: 'free' },
      { ...express, players: [] },
      { ...express, teamInfo: { ...express.teamInfo, contactEmail: 'nobody' } },
      { ...express, delivery: undefined },
      { ...express, delivery: { ...DELIVERY, country: 'FR', line1: '<script>' } },
    ]
    for (const draft of expressDrafts) {
      const { status, state } = await callAction(request, '/express-order/chel-jersey', 'submitExpressOrder', [['draft', JSON.stringify(draft)]])
      expect(status).toBe(200)
      expect(state?.status).toBe('rejected')
    }
    expect((await callAction(request, '/express-order/chel-jersey', 'submitExpressOrder', [['draft', JSON.stringify(expressDrafts[3])]])).state?.errors).toEqual({ payment: 'Please enter the address.' })
    expect(await requestsOf(team)).toEqual([])
  })

  test('a logo that is a polyglot, an active SVG, too large in bytes or pixels, or not what its name says is refused on the logo’s step, and nothing is stored', async ({ request }) => {
    const team = `Bad Logo ${randomUUID()}`
    const logos: [string, { name: string; mimeType: string; buffer: Buffer }, string][] = [
      ['a PNG header followed by HTML', { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.concat([PNG_HEADER, Buffer.from(`<html><script>alert(document.cookie)</script>${randomUUID()}</html>`)]) }, LOGO_MESSAGES.damaged],
      ['an HTML page named logo.png', { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(`<!DOCTYPE html><script>alert(1)</script><!-- ${randomUUID()} -->`) }, LOGO_MESSAGES.notImage],
      ['an SVG with a script', { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script>alert(1)</script><desc>${randomUUID()}</desc></svg>`) }, LOGO_MESSAGES.unsafeSvg],
      ['a PDF named logo.jpg', { name: 'logo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(`%PDF-1.4\n% ${randomUUID()}\n%%EOF\n`) }, LOGO_MESSAGES.notImage],
      ['a file over 5 MB', { name: 'logo.png', mimeType: 'image/png', buffer: Buffer.concat([PNG_HEADER, Buffer.alloc(LOGO_MAX_BYTES, 7), Buffer.from(randomUUID())]) }, LOGO_MESSAGES.tooLarge],
      // Image bombs (issue 27): a few bytes or kilobytes that promise gigapixels.
      ...Object.entries(imageBombs()).map(([what, buffer]): [string, { name: string; mimeType: string; buffer: Buffer }, string] => [what, { name: 'logo.png', mimeType: 'image/png', buffer }, LOGO_MESSAGES.tooManyPixels]),
    ]
    for (const [what, logo, message] of logos) {
      const quote = await callAction(request, '/order/chel-jersey', 'submitQuoteRequest', [['draft', JSON.stringify(quoteDraft(team))], ['logo', logo]])
      expect(quote.body, what).not.toMatch(STACK_TRACE)
      expect(quote.state, what).toMatchObject({ status: 'rejected', errors: { design: message } })
      const express = await callAction(request, '/express-order/chel-jersey', 'submitExpressOrder', [['draft', JSON.stringify(expressDraft(team))], ['logo', logo]])
      expect(express.state, what).toMatchObject({ status: 'rejected', errors: { logo: message } })
      expect(await logoStored(logo.buffer), what).toBe(false)
    }
    expect(await requestsOf(team)).toEqual([])
  })

  test('a contact phone pasted with no-break spaces, and a name holding U+0000, are stored as the database can keep them', async ({ request }) => {
    // Once refused by the database's checks and answered "could not be sent just now", which no
    // retry fixes: the phone's Unicode spaces are now plain ones, and U+0000 is dropped.
    const id = randomUUID()
    const draft = quoteDraft(`Nul \u0000${id}`)
    const { status, body, state } = await callAction(request, '/order/chel-jersey', 'submitQuoteRequest', [['draft', JSON.stringify({ ...draft, teamInfo: { ...draft.teamInfo, contactPhone: '204\u00a0555\u20070101' } })]])
    expect(status).toBe(200)
    expect(body).not.toMatch(STACK_TRACE)
    expect(state?.status).toBe('done')
    const stored = await serviceClient().from('quote_requests').select('team_name, contact_phone').eq('team_name', `Nul ${id}`)
    expect(stored.data).toEqual([{ team_name: `Nul ${id}`, contact_phone: '204 555 0101' }])
  })

  test('a server action’s body over 10 MB gets a 4xx, not a 500', async ({ request }) => {
    // Once a 500: Next's proxy kept only the first 10 MB of a body it saw (proxyClientMaxBodySize),
    // below the 11 MB a server action may carry, and the action could not read a cut multipart body.
    const team = `Too Big ${randomUUID()}`
    const { status, body } = await callAction(request, '/order/chel-jersey', 'submitQuoteRequest', [['draft', JSON.stringify(quoteDraft(team, { logoNotes: 'n'.repeat(10_600_000) }))]])
    expect(await requestsOf(team)).toEqual([])
    expect(status).toBeLessThan(500)
    expect(body).not.toMatch(STACK_TRACE)
  })

  test('the quote wizard shows its refusal of logo notes over 2,000 characters on the design step, where they are typed', async ({ page }) => {
    // Once filed under the 'logo' step, which only the express wizard has: the team saw nothing happen.
    const team = `Long Notes ${randomUUID()}`
    // A draft on the design step, in place before the wizard's scripts read the browser's storage.
    await page.addInitScript(([key, text]) => localStorage.setItem(key!, text!), [draftKey('quote', 'chel-jersey'), storedDraftText(quoteDraft(team, { step: 1 }), Date.now())])
    await open(page, '/order/chel-jersey')
    await expect(stepTitle(page)).toHaveText('Design Customization')
    // The notice that the draft was kept: dismissed, so it covers no button on a phone.
    await wizard(page).getByRole('button', { name: 'OK' }).click()
    const notes = wizard(page).getByLabel('Logo notes (optional)')
    await notes.evaluate((textarea) => textarea.removeAttribute('maxlength'))
    await notes.fill('Loon on the chest. '.repeat(106))
    await continueButton(page).click()
    await expect(stepTitle(page)).toHaveText('Roster Management')
    await continueButton(page).click()
    await expect(stepTitle(page)).toHaveText('Order Details')
    await continueButton(page, 'Review Order').click()
    await expect(stepTitle(page)).toHaveText('Review & Get Quote')
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.request().headers()['next-action'] !== undefined)
    await continueButton(page, 'Submit for Quote').click()
    expect((await answered).status()).toBe(200)
    expect(await requestsOf(team)).toEqual([])
    // The wizard goes back to the design step and says what to fix.
    await expect(stepTitle(page)).toHaveText('Design Customization')
    await expect(wizard(page).getByRole('alert')).toContainText(/\S/)
  })
})
