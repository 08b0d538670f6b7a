import { EMBEDDED_BACKEND, embeddedBackendUrl } from './embedded/defaults'

export type CommerceConfig = { url: string; publishableKey: string; embedded: boolean }

/**
 * Where the commerce backend is: the hosted Supabase project when NEXT_PUBLIC_SUPABASE_URL is set,
 * otherwise the embedded backend that `npm run serve` starts (its port from SUPABASE_LITE_PORT).
 */
export function commerceConfig(): CommerceConfig {
  const url = process.env.NEXT_PUBLIC_SUPABASE_URL
  if (url) {
    const publishableKey = process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY
    if (!publishableKey) throw new Error('NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY must be set with NEXT_PUBLIC_SUPABASE_URL')
    return { url, publishableKey, embedded: false }
  }
  const port = Number(process.env.SUPABASE_LITE_PORT ?? EMBEDDED_BACKEND.port)
  return { url: embeddedBackendUrl(port), publishableKey: EMBEDDED_BACKEND.publishableKey, embedded: true }
}
