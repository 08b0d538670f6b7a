/** The server-side check of a mockup file by its bytes (lib/uploads/mockup holds what the browser may load). */
import { checkImage } from './image-check'
import { LOGO_MESSAGES } from './logo'
import { MOCKUP_MAX_BYTES, MOCKUP_MESSAGES } from './mockup'

export type MockupCheck = { ok: true; contentType: string; extension: string } | { ok: false; error: string }

const PDF = { contentType: 'application/pdf', extension: 'pdf' }
const ascii = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')

/** The names that make a PDF act when opened: scripts, launch and other actions, attached or embedded files, forms, media. */
const ACTIVE_PDF_NAMES = /\/(JavaScript|JS|Launch|EmbeddedFiles?|EF|FileAttachment|RichMedia|XFA|SubmitForm|ImportData)(?![A-Za-z])/

/** PDF names may write any character as #xx (/J#61vaScript is /JavaScript): read them as a PDF reader does. */
const decodeNames = (text: string) => text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/**
 * A PDF: the header first and an end-of-file marker in its last kilobyte (a download cut short has
 * none), and none of the names that make a PDF act when opened where they can be read (names in
 * compressed object streams cannot be: mockups come from staff, and customers only ever download them).
 */
function checkPdf(bytes: Uint8Array): MockupCheck {
  if (!/^%PDF-[12]\./.test(ascii(bytes.subarray(0, 8)))) return { ok: false, error: MOCKUP_MESSAGES.notAccepted }
  if (!ascii(bytes.subarray(Math.max(0, bytes.length - 1024))).includes('%%EOF')) return { ok: false, error: MOCKUP_MESSAGES.damaged }
  if (ACTIVE_PDF_NAMES.test(decodeNames(ascii(bytes)))) return { ok: false, error: MOCKUP_MESSAGES.activePdf }
  return { ok: true, ...PDF }
}

/** The image check's refusals that a mockup's sender reads in its own words. */
const MOCKUP_REFUSALS: Record<string, string> = { [LOGO_MESSAGES.damaged]: MOCKUP_MESSAGES.damaged, [LOGO_MESSAGES.tooManyPixels]: MOCKUP_MESSAGES.tooManyPixels }

/** What a mockup's bytes are: a complete raster picture or a plain PDF of at most 10 MB. */
export async function checkMockup(bytes: Uint8Array): Promise<MockupCheck> {
  if (bytes.length === 0) return { ok: false, error: MOCKUP_MESSAGES.missing }
  if (bytes.length > MOCKUP_MAX_BYTES) return { ok: false, error: MOCKUP_MESSAGES.tooLarge }
  if (ascii(bytes.subarray(0, 5)) === '%PDF-') return checkPdf(bytes)
  const image = await checkImage(bytes)
  if (!image.ok) return { ok: false, error: MOCKUP_REFUSALS[image.error] ?? MOCKUP_MESSAGES.notAccepted }
  if (image.kind === 'svg') return { ok: false, error: MOCKUP_MESSAGES.notAccepted }
  return { ok: true, contentType: image.contentType, extension: image.extension }
}
