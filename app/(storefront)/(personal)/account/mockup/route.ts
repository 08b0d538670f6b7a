import { readMockupFile } from '@/lib/commerce/mockups'
import { isUuid } from '@/lib/format/uuid'
import { fileResponse } from '@/lib/http/file-response'
import { withIpLimit } from '@/lib/security/rate-limit'

/**
 * A mockup's file, for its order's customer and for staff (the database decides who may read it;
 * anyone else gets 404). A picture is shown inline, a PDF is only ever downloaded; neither is
 * sniffed into another type, run with anything active, or kept by a shared cache.
 */
export const GET = withIpLimit('shopReadsByIp', async (request) => {
  const id = new URL(request.url).searchParams.get('id')
  const file = id && isUuid(id) ? await readMockupFile(id) : null
  return fileResponse(file, { inline: file?.contentType !== 'application/pdf' })
})
