import { takenNumbers } from '@/lib/commerce/team-stores'
import { reportBackendError } from '@/lib/errors/backend'
import { withIpLimit } from '@/lib/security/rate-limit'
import { isStoreToken } from '@/lib/team-stores/fields'
import { now } from '@/lib/time/clock'

const reply = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' } })

/**
 * The numbers players of a team store hold or have paid for (`?store=<its link's token>`), for its
 * entry form to say a number is taken as it is typed: the numbers only, never whose they are. An
 * unknown or closed store has none.
 */
export const GET = withIpLimit('teamStoreNumbersByIp', async (request) => {
  const token = new URL(request.url).searchParams.get('store') ?? ''
  if (!isStoreToken(token)) return reply({ message: 'No such store' }, 404)
  try {
    return reply({ numbers: await takenNumbers(token, now()) })
  } catch (error) {
    return reply({ message: reportBackendError(error, '[team stores] taken numbers').message }, 503)
  }
})
