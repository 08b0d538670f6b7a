import { getMyRequestForReorder } from '@/lib/commerce/wizard-requests'
import { requestRefOf } from '@/lib/orders/request-ref'
import { withIpLimit } from '@/lib/security/rate-limit'

const reply = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } })

/**
 * What a new order starts from when a customer orders again from their account: their own past
 * quote request or express order (`?kind=quote|express&id=`), read with their session. Anyone else's,
 * or none, is 404.
 */
export const GET = withIpLimit('shopReadsByIp', async (request) => {
  const search = new URL(request.url).searchParams
  const wanted = requestRefOf(search.get('kind'), search.get('id'))
  const past = wanted && (await getMyRequestForReorder(wanted))
  return past ? reply(past) : reply({ message: 'Not found' }, 404)
})
