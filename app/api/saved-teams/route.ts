import { browserCopyFrom } from '@/lib/browser-storage'
import { readTeams } from '@/lib/commerce/teams-service'

/** The shopper's saved teams. POST because a signed-out browser sends the list from its storage. */
export async function POST(request: Request) {
  const teams = await readTeams(await browserCopyFrom(request, 'browserTeams'))
  return Response.json(teams, { headers: { 'Cache-Control': 'no-store' } })
}
