import { browserCopyFrom } from '@/lib/browser-storage'
import { readTeams } from '@/lib/commerce/teams-service'
import { withIpLimit } from '@/lib/security/rate-limit'

/** The shopper's saved teams. POST because a signed-out browser sends the list from its storage. */
export const POST = withIpLimit('shopReadsByIp', async (request) => {
  const teams = await readTeams(await browserCopyFrom(request, 'browserTeams'))
  return Response.json(teams, { headers: { 'Cache-Control': 'no-store' } })
})
