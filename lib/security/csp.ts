import { lakeUrlForStudio } from '@/lib/content/local-lake'
import { testPaymentsUrl } from '@/lib/payments/test-service/defaults'

/**
 * The Content-Security-Policy of every page, written by the proxy for each HTML request with a
 * fresh nonce. Next puts that nonce on every script it renders for the request (it reads it from
 * the request's copy of the policy). A page served from the prerendered cache has no nonce on its
 * scripts: its cache entry carries the hashes of its inline scripts (lib/security/csp-hashes.mjs),
 * which join this policy's script-src before the response leaves. So a static page stays static,
 * and no script runs that the server did not render: no 'unsafe-inline', no 'unsafe-eval' in
 * production.
 *
 * Two policies: the site's, and the Studio's (a Sanity application talking to its content backend).
 * The site's allows the card provider's script, frames and API on every page, not only on the
 * payment pages: a document keeps the policy it was loaded with, and the site moves from a product
 * page to its wizard or the checkout without loading a new one.
 */
export type CspSettings = {
  /** Development: React's debugging needs eval, and the dev server's updates come over a websocket. */
  dev: boolean
  /** Over HTTPS: every http: subresource is upgraded. */
  https: boolean
  /** Hosted Sanity: pictures from its CDN, and the Studio talks to the project's API. */
  sanityProjectId: string
  /** The local content lake the Studio edits on the embedded default, if the server works with one. */
  contentLakeUrl: string | null
  /** Card payments: Stripe's Payment Element, or the local test payment service's URL. */
  payments: { provider: 'stripe' } | { provider: 'test'; url: string }
}

export async function cspSettings(env: NodeJS.ProcessEnv = process.env): Promise<CspSettings> {
  return {
    dev: env.NODE_ENV === 'development',
    https: (env.NEXT_PUBLIC_SITE_URL ?? '').startsWith('https://'),
    sanityProjectId: env.NEXT_PUBLIC_SANITY_PROJECT_ID ?? '',
    contentLakeUrl: await lakeUrlForStudio(env),
    payments:
      env.PAYMENT_PROVIDER?.trim() === 'stripe'
        ? { provider: 'stripe' }
        : { provider: 'test', url: testPaymentsUrl(Number(env.TEST_PAYMENTS_PORT) || undefined) },
  }
}

/** Which policy a path gets. */
export const policyArea = (pathname: string): 'studio' | 'site' => (/^\/studio(?:\/|$)/.test(pathname) ? 'studio' : 'site')

/** What a Sanity Studio reaches beyond its content backend: the global API, its bridge script, its release check and its fonts. */
const SANITY = { api: 'https://api.sanity.io', bridge: 'https://core.sanity-cdn.com', modules: 'https://sanity-cdn.com', fonts: 'https://design-system-static.sanity.io' }
const STRIPE = { script: 'https://js.stripe.com', frames: ['https://js.stripe.com', 'https://hooks.stripe.com'], api: 'https://api.stripe.com' }

export function contentSecurityPolicy(nonce: string, area: ReturnType<typeof policyArea>, settings: CspSettings): string {
  const sanityCdn = settings.sanityProjectId ? ['https://cdn.sanity.io'] : []
  const script = ["'self'", `'nonce-${nonce}'`]
  // blob: the wizards read back the logo the customer picked.
  const connect = ["'self'", 'blob:']
  const img = ["'self'", 'data:', 'blob:', ...sanityCdn]
  const frame = ["'self'"]
  const font = ["'self'"]
  if (settings.dev) {
    script.push("'unsafe-eval'")
    connect.push('ws:')
  }
  if (area === 'site') {
    if (settings.payments.provider === 'stripe') {
      script.push(STRIPE.script)
      frame.push(...STRIPE.frames)
      connect.push(STRIPE.api)
    } else {
      connect.push(settings.payments.url)
    }
  } else {
    // The Studio reads and writes its content on its backend and listens there for changes (a
    // websocket), and shows its pictures from there.
    const backend = settings.sanityProjectId ? `https://${settings.sanityProjectId}.api.sanity.io` : settings.contentLakeUrl
    if (backend) {
      connect.push(backend, backend.replace(/^https:/, 'wss:'))
      img.push(backend)
    }
    connect.push(SANITY.api, SANITY.modules)
    script.push(SANITY.bridge)
    font.push(SANITY.fonts)
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    // React's style props and the Studio's styled-components write inline styles; no script can run from a style.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(' ')}`,
    `font-src ${font.join(' ')}`,
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(settings.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/** A nonce: 128 random bits, new for every response. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
}
