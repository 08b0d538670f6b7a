// Guards what browsers download: no Studio code on public pages, and no secret key, JWT secret or service-role token in any browser bundle.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import { test } from '../support/test'
import { embeddedKeysFile, readEmbeddedKeys } from '../../lib/commerce/embedded/keys'

// Strings that only the Studio's code contains.
const studioMarkers = ['sanity/structure', 'sanity.imageAsset']
const publicPages = ['/', '/products', '/products/showtime-jersey', '/products/no-such-product']

test('the markers are real: the build does contain Studio code', () => {
  const chunks = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'static', 'chunks')
  const sources = readdirSync(chunks).filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(chunks, file), 'utf8'))
  for (const marker of studioMarkers) expect(sources.some((source) => source.includes(marker)), marker).toBe(true)
})

for (const pagePath of publicPages) {
  test(`${pagePath} loads no Studio code`, async ({ page }) => {
    const scripts = new Set<string>()
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url())
    })
    // Network idle is the question itself here: every script the page asks for when left alone.
    await page.goto(pagePath, { waitUntil: 'networkidle' })
    // Each read afresh: a response the browser dropped midway (a prefetch cut short) has no body to
    // read in the page, and failed the test once although it was the page's own script.
    const sources = await Promise.all([...scripts].map(async (url) => (await page.request.get(url)).text()))
    expect(sources.length).toBeGreaterThan(0)
    for (const marker of studioMarkers) expect(sources.filter((source) => source.includes(marker)), marker).toEqual([])
  })
}

// Everything the browser can download: the build's static folder, read from disk so that chunks no
// page happened to load are checked too.
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  )
}

const distDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next')
// The keys the run's embedded backend made for itself (playwright.config.ts says where they are).
const keys = readEmbeddedKeys(embeddedKeysFile())
const secrets = [keys.secretKey, keys.jwtSecret, process.env.SUPABASE_SECRET_KEY].filter((secret): secret is string => !!secret)

/** A JWT whose payload claims the service role, the kind of key the original shipped to browsers. */
const serviceRoleJwt = (text: string) =>
  (text.match(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g) ?? []).some((token) => {
    try {
      return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).role === 'service_role'
    } catch {
      return false
    }
  })

test('the secret markers are real: the backend made its own keys, kept from other users of the machine', () => {
  expect(keys.jwtSecret.length).toBeGreaterThanOrEqual(32)
  expect(keys.secretKey).toMatch(/^sb_secret_[\w-]{32,}$/)
  expect(statSync(embeddedKeysFile()).mode & 0o077).toBe(0)
})

test('no key is fixed in the code: the config names environment variables, the server bundle holds no key', () => {
  expect(readFileSync('supabase/config.toml', 'utf8')).toMatch(/^jwt_secret = "env\(SUPABASE_LITE_JWT_SECRET\)"$/m)
  const server = filesUnder(path.join(distDir, 'server')).filter((file) => file.endsWith('.js'))
  expect(server.length).toBeGreaterThan(0)
  for (const file of server) {
    const text = readFileSync(file, 'utf8')
    expect(/sb_(secret|publishable)_[\w-]{16,}/.test(text), `a key in ${file}`).toBe(false)
  }
})

test('no browser bundle holds a secret key, the JWT secret or a service-role token', () => {
  const files = filesUnder(path.join(distDir, 'static'))
  expect(files.length).toBeGreaterThan(0)
  for (const file of files) {
    const text = readFileSync(file, 'latin1')
    for (const secret of secrets) expect(text.includes(secret), `${secret.slice(0, 12)}… in ${file}`).toBe(false)
    expect(/sb_secret_[\w-]+/.test(text), `an sb_secret_ key in ${file}`).toBe(false)
    expect(serviceRoleJwt(text), `a service-role JWT in ${file}`).toBe(false)
  }
})
