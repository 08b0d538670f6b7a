import { readLakeAsset } from '@/lib/content/embedded/lake-assets'

/** Images and files uploaded in the Studio on the local content lake (see readLakeAsset). */
export async function GET(_request: Request, { params }: RouteContext<'/content-assets/[name]'>) {
  const asset = await readLakeAsset((await params).name)
  if (!asset) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
  return new Response(asset.bytes as BodyInit, { headers: asset.headers })
}
