import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { ASSET_SITE_PATH, bundledImageFile } from '../../lib/images/site-paths'
import { checkImage, inspectImage } from '../../lib/uploads/image-check'
import type { DocumentInput, LakeDocument } from './documents'
import { badRequest, LakeError } from './errors'
import { writeAtomically } from './atomic-file'

/** The two kinds of upload, by the path segment Sanity's API names them with (`/assets/images/<dataset>`). */
export type AssetKind = 'images' | 'files'

/** Camera photos run to a few megabytes; a file (a PDF size guide) can be larger. */
export const ASSET_MAX_BYTES: Record<AssetKind, number> = { images: 20 * 1024 * 1024, files: 50 * 1024 * 1024 }

/** What the Studio sends beside the bytes, as query parameters (@sanity/client's `assets.upload`). */
export type UploadDetails = {
  filename: string | null
  label: string | null
  title: string | null
  description: string | null
  creditLine: string | null
  source: { id: string; name: string; url?: string } | null
}

/** An uploaded file's name in the lake's assets folder and on the site: its SHA-1 and extension. */
const STORED_NAME = /^[a-f0-9]{40}\.[a-z0-9]{1,10}$/

export const isStoredAssetName = (name: string) => STORED_NAME.test(name)

/** The assets folder of a dataset's folder (see `datasetDir`). */
export const assetsDir = (datasetDir: string) => path.join(/*turbopackIgnore: true*/ datasetDir, 'assets')

/** The extension a file upload keeps: its name's, if it is a plain one. */
function fileExtension(filename: string | null): string {
  const extension = filename?.split('.').pop()?.toLowerCase() ?? ''
  return filename?.includes('.') && /^[a-z0-9]{1,10}$/.test(extension) ? extension : 'bin'
}

/** The fields given, without the ones left out (a stored document has no `undefined` in it). */
const present = <T extends Record<string, unknown>>(fields: T) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value != null && value !== '')) as Partial<T>

const MAX_TEXT = 1000

/**
 * The asset document Sanity's API would make for an upload, and the name its bytes are stored
 * under. An image must be one the site can show (checked by its content, as team logos are), and
 * its size is read from the file; a file is kept as bytes and only ever served as a download.
 */
export async function describeUpload(
  kind: AssetKind,
  bytes: Uint8Array,
  details: UploadDetails,
  project: { projectId: string; dataset: string },
): Promise<{ document: DocumentInput & { _id: string }; storedName: string }> {
  if (bytes.length === 0) throw badRequest('The upload is empty')
  if (bytes.length > ASSET_MAX_BYTES[kind]) throw new LakeError(413, 'payloadTooLarge', `An upload can be at most ${ASSET_MAX_BYTES[kind] / 1024 / 1024} MB`)
  const sha1 = createHash('sha1').update(bytes).digest('hex')
  const common = {
    assetId: sha1,
    sha1hash: sha1,
    size: bytes.length,
    uploadId: sha1,
    ...present({
      originalFilename: details.filename?.slice(0, MAX_TEXT),
      label: details.label?.slice(0, MAX_TEXT),
      title: details.title?.slice(0, MAX_TEXT),
      description: details.description?.slice(0, MAX_TEXT),
      creditLine: details.creditLine?.slice(0, MAX_TEXT),
      source: details.source,
    }),
  }
  if (kind === 'files') {
    const extension = fileExtension(details.filename)
    const storedName = `${sha1}.${extension}`
    return {
      storedName,
      document: {
        ...common,
        _id: `file-${sha1}-${extension}`,
        _type: 'sanity.fileAsset',
        extension,
        mimeType: FILE_TYPE,
        path: `files/${project.projectId}/${project.dataset}/${storedName}`,
        url: `${ASSET_SITE_PATH}/${storedName}`,
      },
    }
  }
  const checked = await checkImage(bytes)
  if (!checked.ok) throw badRequest(checked.error)
  if (!checked.size) throw badRequest('This SVG has no width and height or viewBox, so the site cannot size it. Export it again with a viewBox.')
  const { width, height } = checked.size
  const dimensions = `${Math.round(width)}x${Math.round(height)}`
  const storedName = `${sha1}.${checked.extension}`
  return {
    storedName,
    document: {
      ...common,
      _id: `image-${sha1}-${dimensions}-${checked.extension}`,
      _type: 'sanity.imageAsset',
      extension: checked.extension,
      mimeType: checked.contentType,
      path: `images/${project.projectId}/${project.dataset}/${sha1}-${dimensions}.${checked.extension}`,
      url: `${ASSET_SITE_PATH}/${storedName}`,
      metadata: { _type: 'sanity.imageMetadata', dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height } },
    },
  }
}

/** The type every file that is not an image is recorded and served with: bytes to download, never anything a browser runs. */
const FILE_TYPE = 'application/octet-stream'

/**
 * How an asset's bytes are served: as the image the bytes themselves are, for an image asset, or
 * as a download for anything else, never sniffed, and sandboxed so an SVG opened on its own runs
 * nothing. The type comes from the bytes, never from the document, whose fields an editor can set.
 */
export function assetHeaders(asset: LakeDocument, bytes: Uint8Array): Record<string, string> {
  const image = asset._type === 'sanity.imageAsset' ? inspectImage(bytes) : null
  return {
    'content-type': image?.ok ? image.contentType : FILE_TYPE,
    ...(image?.ok ? {} : { 'content-disposition': 'attachment' }),
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  }
}

/** The stored name of an uploaded asset's file, from its document, or null for the seed's own images. */
export function storedNameOf(asset: LakeDocument): string | null {
  const url = typeof asset.url === 'string' ? asset.url : ''
  const name = url.startsWith(`${ASSET_SITE_PATH}/`) ? url.slice(ASSET_SITE_PATH.length + 1) : ''
  return isStoredAssetName(name) ? name : null
}

/**
 * The files behind a dataset's asset documents: the seed's images are the site's own files under
 * `publicDir` (their url is a path there), uploads are written once under their content hash in the
 * dataset's assets folder and never changed.
 */
export function assetFiles(datasetDir: string, publicDir: string) {
  const dir = assetsDir(datasetDir)
  const fileOf = (asset: LakeDocument): string | null => {
    const storedName = storedNameOf(asset)
    if (storedName) return path.join(dir, storedName)
    return bundledImageFile(publicDir, typeof asset.url === 'string' ? asset.url : '')
  }
  return {
    fileOf,
    async save(storedName: string, bytes: Uint8Array): Promise<void> {
      mkdirSync(dir, { recursive: true })
      await writeAtomically(path.join(dir, storedName), bytes)
    },
    checkDocument: (document: LakeDocument) => checkAssetDocument(document, fileOf(document)),
  }
}

/**
 * Refuses an asset document (created or changed by any mutation or action) that misdescribes the
 * file it names: an image asset's file must be the image its mimeType and extension say, checked as
 * an upload is, and a file asset's is recorded as bytes to download, under its own extension. So no
 * document can make the site serve a stored file as something else (a script as text/javascript).
 */
async function checkAssetDocument(document: LakeDocument, file: string | null): Promise<void> {
  if (document._type !== 'sanity.imageAsset' && document._type !== 'sanity.fileAsset') return
  const bytes = file ? await readFile(file).catch(() => null) : null
  if (!file || !bytes) throw badRequest(`Asset "${document._id}" does not name a file the lake keeps`)
  const stored = path.extname(file).slice(1)
  const checked = document._type === 'sanity.imageAsset' ? await checkImage(bytes) : { ok: true as const, contentType: FILE_TYPE, extension: stored }
  if (!checked.ok || checked.extension !== stored || document.mimeType !== checked.contentType || (document.extension ?? checked.extension) !== checked.extension) {
    const found = checked.ok ? `${checked.contentType} (.${checked.extension})` : 'not an image the site can show'
    throw badRequest(`Asset "${document._id}" says it is ${String(document.mimeType)} (.${String(document.extension)}), but its file is ${found}`)
  }
}
