import { describe, expect, it } from 'vitest'
import { MOCKUP_MAX_BYTES, MOCKUP_MESSAGES } from './mockup'
import { checkMockup } from './mockup-check'

/**
 * checkMockup (lib/uploads/mockup.ts): what staff may send a customer as a mockup, by its bytes
 * alone. A complete raster picture or a plain PDF of at most 10 MB passes, with the type and
 * extension its content shows; anything else is refused with the message staff read.
 */

// Real 1×1 images as libvips (sharp) writes them (as in image-check.test.ts).
const base64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'))
const PNG = base64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWM4ISICAAKYAPHyVoqmAAAAAElFTkSuQmCC')
const JPEG = base64(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCIACqn/9k=',
)
const GIF = base64('R0lGODlhAQABAIAAAExpccgUFCH5BAUAAAAALAAAAAABAAEAAAICTAEAOw==')
const WEBP = base64('UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoBAAEAAUAmJaACdLoB+AADsAD+9Bi3/hV8bkLW//voB70A96Af4IAA')

const text = (content: string) => new TextEncoder().encode(content)
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts))

/** A minimal one-page PDF, its catalogue holding `extra` (an action, say), ending with its end-of-file marker. */
const pdf = (extra = '') =>
  text(
    [
      '%PDF-1.4',
      `1 0 obj << /Type /Catalog /Pages 2 0 R ${extra}>> endobj`,
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  )
const PDF = pdf()

const PDF_OK = { ok: true, contentType: 'application/pdf', extension: 'pdf' }
const refused = (error: string) => ({ ok: false, error })

describe('checkMockup: what passes', () => {
  it.each([
    ['png', PNG, 'image/png', 'png'],
    ['jpeg', JPEG, 'image/jpeg', 'jpg'],
    ['gif', GIF, 'image/gif', 'gif'],
    ['webp', WEBP, 'image/webp', 'webp'],
  ] as const)('accepts a complete %s picture as what its bytes are', async (_, bytes, contentType, extension) => {
    expect(await checkMockup(bytes)).toEqual({ ok: true, contentType, extension })
  })

  it('accepts a plain PDF, as a PDF', async () => {
    expect(await checkMockup(PDF)).toEqual(PDF_OK)
    expect(await checkMockup(text('%PDF-2.0\n%%EOF'))).toEqual(PDF_OK)
  })

  it('accepts a PDF with the end-of-file marker in its last kilobyte, as editors leave a line or two after it', async () => {
    expect(await checkMockup(concat(PDF, text('\r\n'), new Uint8Array(900)))).toEqual(PDF_OK)
  })

  it('accepts a file of exactly 10 MB', async () => {
    const large = new Uint8Array(MOCKUP_MAX_BYTES)
    large.set(PDF)
    large.set(text('%%EOF\n'), MOCKUP_MAX_BYTES - 6)
    expect(await checkMockup(large)).toEqual(PDF_OK)
  })
})

describe('checkMockup: what is refused', () => {
  it('asks for a file when it is empty', async () => {
    expect(await checkMockup(new Uint8Array(0))).toEqual(refused(MOCKUP_MESSAGES.missing))
  })

  it('refuses a file over 10 MB, whatever it holds', async () => {
    const large = new Uint8Array(MOCKUP_MAX_BYTES + 1)
    large.set(PDF)
    large.set(text('%%EOF\n'), MOCKUP_MAX_BYTES - 5)
    expect(await checkMockup(large)).toEqual(refused(MOCKUP_MESSAGES.tooLarge))
    const picture = new Uint8Array(MOCKUP_MAX_BYTES + 1)
    picture.set(PNG)
    expect(await checkMockup(picture)).toEqual(refused(MOCKUP_MESSAGES.tooLarge))
  })

  it.each([
    ['a plain SVG', text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>')],
    ['an SVG with a script', text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a text file', text('Mockup: navy body, gold stripes.\n')],
    ['an HTML page', text('<!DOCTYPE html><html><script>alert(1)</script></html>')],
    ['a ZIP archive', concat(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), new Uint8Array(40))],
    ['a file that only starts like a PDF', text('%PDF-9.9\n%%EOF')],
    ['a file that names PDF later on', text('Not a PDF: %PDF-1.4\n%%EOF')],
  ])('refuses %s as not a mockup', async (_, bytes) => {
    expect(await checkMockup(bytes)).toEqual(refused(MOCKUP_MESSAGES.notAccepted))
  })

  it.each([
    ['a PNG cut short', PNG.subarray(0, PNG.length - 12)],
    ['a PNG signature alone', PNG.subarray(0, 8)],
    ['a JPEG with no end marker', JPEG.subarray(0, JPEG.length - 2)],
    ['a PDF without its end-of-file marker', PDF.subarray(0, PDF.length - 7)],
    ['a PDF whose end-of-file marker is not at its end', concat(PDF, new Uint8Array(2048))],
    ['a PDF header alone', text('%PDF-1.7\n')],
  ])('refuses %s as damaged', async (_, bytes) => {
    expect(await checkMockup(bytes)).toEqual(refused(MOCKUP_MESSAGES.damaged))
  })

  it.each([
    ['a script run when it opens', '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> '],
    ['a script by its short name', '/OpenAction << /S /JS (app.alert\\(1\\)) >> '],
    ['a program launched', '/OpenAction << /S /Launch /F (cmd.exe) >> '],
    ['an embedded file', '/X << /Type /EmbeddedFile /Length 0 >> '],
    ['a form that submits', '/AcroForm << /Fields [] /XFA 5 0 R >> /AA << /WC << /S /SubmitForm >> >> '],
    ['rich media', '/X << /Subtype /RichMedia >> '],
    ['imported data', '/OpenAction << /S /ImportData /F (data.fdf) >> '],
  ])('refuses a PDF with %s as active', async (_, extra) => {
    expect(await checkMockup(pdf(extra))).toEqual(refused(MOCKUP_MESSAGES.activePdf))
  })

  it('refuses an active PDF however far into the file the name is', async () => {
    const padded = concat(text('%PDF-1.7\n'), new Uint8Array(5 * 1024 * 1024), text('1 0 obj << /S /Launch >> endobj\n%%EOF\n'))
    expect(await checkMockup(padded)).toEqual(refused(MOCKUP_MESSAGES.activePdf))
  })

  it('does not mistake a longer name for an active one', async () => {
    expect(await checkMockup(pdf('/JSON (x) /Launcher (y) '))).toEqual(PDF_OK)
  })

  // An attachment is reached through the catalogue's /EmbeddedFiles name tree and a file
  // specification's /EF; /Type /EmbeddedFile on its stream is optional.
  it('refuses a PDF with an attachment whose stream does not say its type', async () => {
    const attachment = '/Names << /EmbeddedFiles << /Names [(a.exe) << /Type /Filespec /F (a.exe) /EF << /F 4 0 R >> >>] >> >> '
    expect(await checkMockup(pdf(attachment))).toEqual(refused(MOCKUP_MESSAGES.activePdf))
  })

  // A PDF name may write any of its characters as #xx (PDF 1.2 onwards): readers read
  // `/J#61vaScript` as `/JavaScript`.
  it('refuses an active name written with #xx escapes', async () => {
    expect(await checkMockup(pdf('/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >> '))).toEqual(refused(MOCKUP_MESSAGES.activePdf))
    expect(await checkMockup(pdf('/OpenAction << /S /#4caunch /F (cmd.exe) >> '))).toEqual(refused(MOCKUP_MESSAGES.activePdf))
  })
})
