import 'server-only'
import { createAdminClient } from './admin'
import { BackendError } from '@/lib/errors/backend'
import { SERVICE_UNAVAILABLE } from '@/lib/errors/catalogue'

/**
 * Counts `cost` hits against `key` in its window (public.hit_rate_limit, shared by every server)
 * and answers how many seconds to wait: 0 while within the limit. The service role calls it: the
 * table is nobody else's.
 */
export async function hitRateLimit(key: string, limit: number, windowSeconds: number, cost: number): Promise<number> {
  const { data, error } = await createAdminClient().rpc('hit_rate_limit', {
    p_key: key,
    p_limit: limit,
    p_window_seconds: windowSeconds,
    p_cost: cost,
  })
  // A limit store that cannot answer refuses the request (an outage), rather than letting it through.
  if (error || typeof data !== 'number') throw new BackendError(SERVICE_UNAVAILABLE, error)
  return data
}
