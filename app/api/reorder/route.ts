import { getMyRequestForReorder } from '@/lib/commerce/wizard-requests'
import { isUuid } from '@/lib/format/uuid'
import { withIpLimit } from '@/lib/security/rate-limit'

const reply = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } })

/**
 * What a new order starts from when a customer orders again from their account: their own past
 * quote request or express order (`?kind=quote|express&id=`), read with their session. Anyone else's,
 * or none, is 404.
 */
export const GET = withIpLimit('shopReadsByIp', async (request) => {
  const search = new URL(request.url).searchParams
  const kind = search.get('kind')
  const id = search.get('id') ?? ''
  if ((kind !== 'quote' && kind !== 'express') || !isUuid(id)) return reply({ message: 'Not found' }, 404)
  const past = await getMyRequestForReorder(kind, id)
  return past ? reply(past) : reply({ message: 'Not found' }, 404)
})
