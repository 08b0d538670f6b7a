import { readMockupFile } from '@/lib/commerce/mockups'
import { isUuid } from '@/lib/format/uuid'
import { withIpLimit } from '@/lib/security/rate-limit'

/**
 * A mockup's file, for its order's customer and for staff (the database decides who may read it;
 * anyone else gets 404). A picture is shown inline, a PDF is only ever downloaded; neither is
 * sniffed into another type, run with anything active, or kept by a shared cache.
 */
export const GET = withIpLimit('shopReadsByIp', async (request) => {
  const id = new URL(request.url).searchParams.get('id')
  const file = id && isUuid(id) ? await readMockupFile(id) : null
  if (!file) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
  const pdf = file.contentType === 'application/pdf'
  const name = `mockup-${file.round}.${pdf ? 'pdf' : file.contentType.split('/')[1]}`
  return new Response(file.body, {
    headers: {
      'content-type': file.contentType,
      'content-disposition': `${pdf ? 'attachment' : 'inline'}; filename="${name}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    },
  })
})
