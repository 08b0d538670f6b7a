import { readStoreMockupFile } from '@/lib/commerce/mockups'
import { fileResponse } from '@/lib/http/file-response'
import { withIpLimit } from '@/lib/security/rate-limit'

/**
 * The approved mockup a team store carries, for whoever has the store's link (404 for a link that is
 * none or off). As every mockup: a picture inline, a PDF only downloaded, never kept by a shared cache.
 */
export const GET = withIpLimit('shopReadsByIp', async (request) => {
  const file = await readStoreMockupFile(new URL(request.url).searchParams.get('s') ?? '')
  return fileResponse(file, { inline: file?.contentType !== 'application/pdf' })
})
