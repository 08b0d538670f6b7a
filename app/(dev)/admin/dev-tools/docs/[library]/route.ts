import { readDevDocs } from '@/lib/dev/docs-files'
import { devPagesEnabled } from '@/lib/dev/enabled'
import { findDevDocLibrary } from '@/lib/dev/libraries'

const notFound = () => Response.json({ error: 'Not found' }, { status: 404 })

/**
 * A library's documentation JSON, as written by `npm run extract-docs`. Read per request, so
 * regenerated docs show without a rebuild. The segment must be one of the six slugs; it is never
 * used as a path itself.
 */
export async function GET(_request: Request, { params }: RouteContext<'/admin/dev-tools/docs/[library]'>) {
  if (!devPagesEnabled()) return notFound()
  const library = findDevDocLibrary((await params).library)
  if (!library) return notFound()
  try {
    const docs = await readDevDocs(library)
    if (!docs) return notFound()
    return Response.json(docs, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    console.error(`Invalid developer docs for ${library.name}`, error)
    return Response.json({ error: 'Invalid documentation file' }, { status: 500 })
  }
}
