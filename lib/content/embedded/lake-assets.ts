import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ASSET_SITE_PATH } from '@/lib/images/site-paths'
import { assetFiles, assetHeaders, isStoredAssetName } from '@/studio/local-lake/assets'
import { datasetDir, localContentLake } from '@/studio/local-lake/defaults'
import type { LakeDocument } from '@/studio/local-lake/documents'
import { queryEmbedded } from './backend'

/**
 * A file staff uploaded in the Studio on the local content lake, for the site's pages to show:
 * served from the site's own origin (/content-assets/<hash>.<ext>) so a visitor never loads from the
 * lake's self-signed address. Only files an asset document names; null without a lake.
 */
export async function readLakeAsset(name: string): Promise<{ bytes: Uint8Array; headers: Record<string, string> } | null> {
  const lake = localContentLake()
  if (!lake || !isStoredAssetName(name)) return null
  const asset = (await queryEmbedded('*[_type in ["sanity.imageAsset", "sanity.fileAsset"] && url == $url][0]', { url: `${ASSET_SITE_PATH}/${name}` }, 'raw')) as LakeDocument | null
  const file = asset && assetFiles(datasetDir(lake.dir), path.join(process.cwd(), 'public')).fileOf(asset)
  if (!asset || !file) return null
  try {
    const bytes = new Uint8Array(await readFile(/*turbopackIgnore: true*/ file))
    return { bytes, headers: assetHeaders(asset, bytes) }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}
