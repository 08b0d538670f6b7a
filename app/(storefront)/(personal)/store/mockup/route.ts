import { readStoreMockupFile } from '@/lib/commerce/mockups'
import { fileResponse } from '@/lib/http/file-response'
import { withIpLimit } from '@/lib/security/rate-limit'

/**
 * The approved mockup a team store carries, for whoever has the store's link (`s`; 404 for a link that
 * is none or off) or a player's own entry link (`e`, which the store's entry page uses: it outlives the store's). As every mockup: a picture inline, a PDF only downloaded, never kept by a shared cache.
 */
export const GET = withIpLimit('shopReadsByIp', async (request) => {
  const query = new URL(request.url).searchParams
  const entry = query.get('e')
  const file = await readStoreMockupFile(entry === null ? { link: query.get('s') ?? '' } : { entry })
  return fileResponse(file, { inline: file?.contentType !== 'application/pdf' })
})
