// Guards the files the site serves and takes (issue 27): every private download keeps its
// sandboxing policy whatever the proxy and the site's headers write for pages and the API; image
// bombs are refused by the content lake's image uploads; and bytes an editor stores in the lake are
// never served from the site's origin as a script, however an asset document describes them.
import { createHash, randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { routes } from '@/lib/routes'
import { CONTENT_LAKE, contentLakeSettings, contentLakeUrl, readContentLakeKeys } from '@/studio/local-lake/defaults'
import { signedInCustomer, signInStaff } from '../support/account-flow'
import { customerIdOf, serviceClient, storeExpressOrder, storePrivately } from '../support/commerce-service'
import { imageBombs, picturePng } from '../support/files'
import { test } from '../support/test'

// The lake's certificate is its own, made on this machine.
test.use({ ignoreHTTPSErrors: true })

/** What a private file is answered with: nothing loads or runs in it, even opened on its own (an SVG logo may keep its styles). */
const SANDBOXED = /^default-src 'none';(?: style-src 'unsafe-inline';)? sandbox$/

/** What a download is answered with, beside its status: the headers that decide how a browser treats it. */
async function servedAs(request: APIRequestContext, url: string) {
  const response = await request.get(url)
  const headers = response.headers()
  return { status: response.status(), policy: headers['content-security-policy'], sniffing: headers['x-content-type-options'], disposition: headers['content-disposition']?.split(';')[0] }
}

const sandboxed = (disposition: 'attachment' | 'inline') => ({ status: 200, policy: expect.stringMatching(SANDBOXED), sniffing: 'nosniff', disposition })

test('every private file download answers with the sandboxing policy, for its customer and for staff', async ({ page: staff, browser, baseURL, extraHTTPHeaders }) => {
  const customerPage: Page = await (await browser.newContext({ baseURL, extraHTTPHeaders })).newPage()
  const customer = await signedInCustomer(customerPage)
  const order = await storeExpressOrder({
    userId: await customerIdOf(customer.email), status: 'received', teamName: `Sandboxed ${randomUUID().slice(0, 6)}`, contactEmail: customer.email,
    roster: [{ name: 'Morrison', number: '17', jerseySize: 'XL', socksSize: 'L', pantShellSize: 'XL', captainPatch: 'C' }], pricePerPlayerCents: 10000,
  })
  const logoPath = await storePrivately('logos', picturePng(8, 8, [0, 51, 96]), 'png', 'image/png')
  expect((await serviceClient().from('express_orders').update({ logo_path: logoPath }).eq('id', order.id)).error).toBeNull()
  const mockupPath = await storePrivately('mockups', picturePng(12, 8, [0, 160, 223]), 'png', 'image/png')
  const mockup = await serviceClient().from('mockups').insert({ express_order_id: order.id, round: 1, file_path: mockupPath, content_type: 'image/png' }).select('id').single()
  expect(mockup.error).toBeNull()

  await signInStaff(staff)
  const mockupFile = routes.mockupFile(mockup.data!.id)
  const served = {
    customer: { logo: await servedAs(customerPage.request, routes.reorderLogo('express', order.id)), mockup: await servedAs(customerPage.request, mockupFile) },
    staff: {
      logo: await servedAs(staff.request, routes.adminLogo('express', order.id)),
      roster: await servedAs(staff.request, routes.adminRosterCsv('express', order.id)),
      mockup: await servedAs(staff.request, mockupFile),
    },
  }
  expect(served).toEqual({
    customer: { logo: sandboxed('attachment'), mockup: sandboxed('inline') },
    staff: { logo: sandboxed('attachment'), roster: sandboxed('attachment'), mockup: sandboxed('inline') },
  })
  // Anyone but staff gets the site's 404 page at the back office's downloads, with the page's policy.
  for (const url of [routes.adminLogo('express', order.id), routes.adminRosterCsv('express', order.id)]) {
    const refused = await customerPage.request.get(url)
    expect(refused.status(), url).toBe(404)
    expect(refused.headers()['content-security-policy'], url).toMatch(/script-src 'self' 'nonce-/)
  }
})

const lake = () => contentLakeUrl(contentLakeSettings().port)

/** A Studio session on the run's lake, as its sign-in page and the Studio's session exchange give one. */
async function lakeToken(request: APIRequestContext, site: string): Promise<string> {
  const form = { email: CONTENT_LAKE.staffEmail, password: readContentLakeKeys(process.env.CONTENT_LAKE_KEYS_FILE).staffPassword, origin: `${site}/studio` }
  const signedIn = await request.post(`${lake()}/auth/login`, { form, maxRedirects: 0 })
  expect(signedIn.status()).toBe(303)
  const sid = new URL(signedIn.headers().location ?? '').hash.replace('#sid=', '')
  return ((await (await request.get(`${lake()}/auth/fetch?sid=${sid}`)).json()) as { token: string }).token
}

const upload = (request: APIRequestContext, token: string, kind: 'images' | 'files', bytes: Buffer, filename: string) =>
  request.post(`${lake()}/v1/assets/${kind}/production?filename=${encodeURIComponent(filename)}`, { headers: { authorization: `Bearer ${token}` }, data: bytes })

test('the content lake refuses image bombs as uploads', async ({ request, baseURL }) => {
  const token = await lakeToken(request, baseURL!)
  for (const [what, bytes] of Object.entries(imageBombs())) {
    const answer = await upload(request, token, 'images', bytes, 'crest.png')
    expect(answer.status(), what).toBe(400)
  }
})

test('bytes stored as a file are never served from the site as a script, whatever an asset document says of them', async ({ request, baseURL }) => {
  const token = await lakeToken(request, baseURL!)
  const script = Buffer.from(`alert(document.domain) // ${randomUUID()}`)
  const stored = await upload(request, token, 'files', script, 'notes.js')
  expect(stored.status()).toBe(200)
  const hash = createHash('sha1').update(script).digest('hex')
  // An image asset pointing at those bytes and calling them JavaScript.
  const forged = {
    _id: `image-${hash}-1x1-js`, _type: 'sanity.imageAsset', assetId: hash, sha1hash: hash, extension: 'js', mimeType: 'text/javascript',
    path: `images/${CONTENT_LAKE.projectId}/${CONTENT_LAKE.dataset}/${hash}-1x1.js`, url: `/content-assets/${hash}.js`,
    metadata: { _type: 'sanity.imageMetadata', dimensions: { _type: 'sanity.imageDimensions', width: 1, height: 1, aspectRatio: 1 } },
  }
  const created = await request.post(`${lake()}/v2025-02-19/data/mutate/production`, { headers: { authorization: `Bearer ${token}` }, data: { mutations: [{ create: forged }] } })
  expect(created.status()).toBe(400)
  // Nor can the file's own document be made to say so.
  const patched = await request.post(`${lake()}/v2025-02-19/data/mutate/production`, {
    headers: { authorization: `Bearer ${token}` },
    data: { mutations: [{ patch: { id: `file-${hash}-js`, set: { _type: 'sanity.imageAsset', mimeType: 'text/javascript' } } }] },
  })
  expect(patched.status()).toBe(400)

  // The site serves the stored bytes as a download.
  const served = await request.get(`/content-assets/${hash}.js`)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toBe('application/octet-stream')
  expect(served.headers()['content-disposition']).toBe('attachment')
  expect(served.headers()['x-content-type-options']).toBe('nosniff')
  expect(served.headers()['content-security-policy']).toMatch(SANDBOXED)
})
