/**
 * Team logos uploaded with an express order or a quote request. The browser checks a file's type
 * and size before sending it (`browserLogoProblem`), but that check is the visitor's to skip: the
 * server checks the bytes themselves (`checkLogo`) and stores only what passes, with the content
 * type found here, never the file's name or the type the browser declared.
 */

export const LOGO_MAX_BYTES = 5 * 1024 * 1024

export const LOGO_MESSAGES = {
  notImage: 'Please upload an image file (PNG, JPG, etc.)',
  tooLarge: 'File size should be less than 5MB',
  unsafeSvg:
    'This SVG contains scripts, links or other active content that we cannot accept. Please export it again as a plain SVG, or upload a PNG or JPG.',
  tooManyPixels: 'This image is too large in pixels. Please export it at most 10,000 pixels wide and high (40 megapixels in all) and upload the new file.',
  damaged: 'This image looks damaged or incomplete. Please export it again and upload the new file.',
  notStored: 'Your logo could not be uploaded just now. Please try again in a moment.',
  notOpened: 'The logo could not be opened just now. Please try again in a moment.',
} as const

export type LogoKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'svg'

export const KINDS: Record<LogoKind, { contentType: string; extension: string }> = {
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  gif: { contentType: 'image/gif', extension: 'gif' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  svg: { contentType: 'image/svg+xml', extension: 'svg' },
}

const LOGO_TYPES = Object.values(KINDS).map((kind) => kind.contentType)

/** For the file input's `accept`: the types, and the extensions for systems that give no type. */
export const LOGO_ACCEPT = [...LOGO_TYPES, '.png', '.jpg', '.jpeg', '.gif', '.webp', '.svg'].join(',')

/** The quick check in the browser, before a file is sent: its declared type (or, with none, its name) and its size. */
export function browserLogoProblem(file: { type: string; size: number; name: string }): string | null {
  const image = file.type ? LOGO_TYPES.includes(file.type) : /\.(png|jpe?g|gif|webp|svg)$/i.test(file.name)
  if (!image || file.size === 0) return LOGO_MESSAGES.notImage
  if (file.size > LOGO_MAX_BYTES) return LOGO_MESSAGES.tooLarge
  return null
}
