import { readLakeAsset } from '@/lib/content/local-lake'
import { fileNotFound } from '@/lib/http/file-response'

/** Images and files uploaded in the Studio on the local content lake (see readLakeAsset). */
export async function GET(_request: Request, { params }: RouteContext<'/content-assets/[name]'>) {
  const asset = await readLakeAsset((await params).name)
  if (!asset) return fileNotFound()
  return new Response(asset.bytes as BodyInit, { headers: asset.headers })
}
