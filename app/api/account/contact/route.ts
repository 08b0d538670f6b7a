import { getProfile } from '@/lib/commerce/account'
import { withIpLimit } from '@/lib/security/rate-limit'

const reply = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } })

/**
 * Who a signed-in customer is, for a new order's contact fields (`{ contactName, contactEmail }`);
 * 404 for a visitor. Read with their session: only their own, and only as JSON this site's pages read.
 */
export const GET = withIpLimit('shopReadsByIp', async () => {
  const profile = await getProfile()
  if (!profile) return reply({ message: 'Not signed in' }, 404)
  return reply({ contactName: `${profile.firstName} ${profile.lastName}`.trim(), contactEmail: profile.email })
})
