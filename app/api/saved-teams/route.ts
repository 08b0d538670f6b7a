import { readTeams } from '@/lib/commerce/teams-service'

/** The shopper's saved teams. POST because a signed-out browser sends the list from its storage. */
export async function POST(request: Request) {
  const body: unknown = await request.json().catch(() => ({}))
  const browserTeams = typeof body === 'object' && body !== null && 'browserTeams' in body && typeof body.browserTeams === 'string' ? body.browserTeams : null
  return Response.json(await readTeams(browserTeams), { headers: { 'Cache-Control': 'no-store' } })
}
