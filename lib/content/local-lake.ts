import { readFileSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ASSET_SITE_PATH } from '@/lib/images/site-paths'
import { isSanityConfigured } from '@/lib/content/sanity-env'
import type { LakeDocument } from '@/studio/local-lake/documents'
import { parseNdjson, type Document } from './embedded/dataset'

/**
 * The site's one door to the local content lake (studio/local-lake): the content backend staff edit
 * in the Studio on this machine when no hosted Sanity project is set. The lake's modules are loaded
 * here only, by import() on first use, and never on a hosted project, so a hosted deployment never
 * loads them. Every answer is null (undefined for the secret) when the site works without a lake: on
 * a hosted project, or without CONTENT_LAKE_DIR (a deployment on the bundled content).
 */

/** The lake the site works with, or null. */
async function localLake(env: NodeJS.ProcessEnv = process.env) {
  if (isSanityConfigured) return null
  const defaults = await import('@/studio/local-lake/defaults')
  const settings = defaults.localContentLake(env)
  return settings && { ...settings, defaults }
}

/** Where the Studio in the browser reaches the lake: /studio opens it there, and its policy allows it. */
export async function lakeUrlForStudio(env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  const lake = await localLake(env)
  return lake && lake.defaults.contentLakeUrl(lake.port)
}

/** The secret the lake signs its publish notices to the site with (app/api/revalidate). */
export async function lakeWebhookSecret(): Promise<string | undefined> {
  const lake = await localLake()
  return lake?.defaults.readContentLakeKeys(lake.keysFile).webhookSecret
}

let lastRead: { file: string; modified: number; size: number; documents: Document[] } | undefined

/**
 * The lake's documents as its last transaction left them, read again whenever its file changes; null
 * without a lake or before it has first written (the embedded backend then serves the bundled dataset).
 */
export async function lakeDocuments(): Promise<Document[] | null> {
  const lake = await localLake()
  if (!lake) return null
  const file = lake.defaults.lakeDocumentsFile(lake.dir)
  try {
    const { mtimeMs, size } = statSync(/*turbopackIgnore: true*/ file)
    if (lastRead?.file !== file || lastRead.modified !== mtimeMs || lastRead.size !== size) {
      lastRead = { file, modified: mtimeMs, size, documents: parseNdjson(readFileSync(/*turbopackIgnore: true*/ file, 'utf8')) }
    }
    return lastRead.documents
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    return null
  }
}

const ASSET_TYPES = new Set(['sanity.imageAsset', 'sanity.fileAsset'])

/**
 * A file staff uploaded in the Studio on the lake, for the site's pages to show: served from the
 * site's own origin (ASSET_SITE_PATH/<hash>.<ext>) so a visitor never loads from the lake's
 * self-signed address. Only files an asset document names; null without a lake.
 */
export async function readLakeAsset(name: string): Promise<{ bytes: Uint8Array; headers: Record<string, string> } | null> {
  const lake = await localLake()
  if (!lake) return null
  const { assetFiles, assetHeaders, isStoredAssetName } = await import('@/studio/local-lake/assets')
  if (!isStoredAssetName(name)) return null
  const url = `${ASSET_SITE_PATH}/${name}`
  const asset = (await lakeDocuments())?.find((document) => ASSET_TYPES.has(document._type) && document.url === url) as LakeDocument | undefined
  const file = asset && assetFiles(lake.defaults.datasetDir(lake.dir), path.join(process.cwd(), 'public')).fileOf(asset)
  if (!asset || !file) return null
  try {
    const bytes = new Uint8Array(await readFile(/*turbopackIgnore: true*/ file))
    return { bytes, headers: assetHeaders(asset, bytes) }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}
