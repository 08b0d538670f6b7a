import { getMyRequestLogo } from '@/lib/commerce/wizard-requests'
import { fileResponse } from '@/lib/http/file-response'
import { withIpLimit } from '@/lib/security/rate-limit'
import { requestRefOf } from '@/lib/orders/request-ref'

/**
 * The logo of a customer's own past quote request or express order (`?kind=quote|express&id=`),
 * which a new order started from it begins with: the wizard sends it again as the new order's
 * logo, checked by its content like any other. Anyone else's, or none, is 404. Should an SVG be
 * opened, it keeps its styles and runs nothing.
 */
export const GET = withIpLimit('shopReadsByIp', async (request) => {
  const search = new URL(request.url).searchParams
  const wanted = requestRefOf(search.get('kind'), search.get('id'))
  return fileResponse(wanted && (await getMyRequestLogo(wanted)), { styles: true })
})
