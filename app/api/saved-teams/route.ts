import { browserCopyFrom } from '@/lib/browser-storage'
import { readTeams } from '@/lib/commerce/teams-service'
import { withIpLimit } from '@/lib/security/rate-limit'

/** The shopper's saved teams. POST because a signed-out browser sends the list from its storage. */
export const POST = withIpLimit('shopReadsByIp', async (request) => {
  const body = await browserCopyFrom(request, 'browserTeams')
  if (!body.ok) return body.response
  return Response.json(await readTeams(body.copy), { headers: { 'Cache-Control': 'no-store' } })
})
