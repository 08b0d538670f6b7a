/**
 * Mockups (design proofs) staff send to a customer: a picture the account page shows, or a PDF it
 * offers as a download. Checked by their bytes on the server (./mockup-check), like logos, and
 * stored with the type found there. No SVG: a proof is shown inside the customer's account, where
 * nothing active belongs. This module is the part the browser's form may load too.
 */

export const MOCKUP_MAX_BYTES = 10 * 1024 * 1024

export const MOCKUP_MESSAGES = {
  missing: 'Please choose the mockup file.',
  notAccepted: 'Please upload the mockup as a PNG, JPG, GIF or WebP picture, or as a PDF.',
  tooLarge: 'The mockup should be less than 10 MB.',
  tooManyPixels: 'The mockup is too large in pixels. Please export it at most 10,000 pixels wide and high (40 megapixels in all).',
  damaged: 'This file looks damaged or incomplete. Please export it again and upload the new file.',
  activePdf: 'This PDF contains scripts, actions or embedded files. Please export it again as a plain PDF.',
  notStored: 'The mockup could not be uploaded just now. Please try again in a moment.',
  notOpened: 'The mockup could not be opened just now. Please try again in a moment.',
} as const

/** For the file input's `accept`. */
export const MOCKUP_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,application/pdf,.png,.jpg,.jpeg,.gif,.webp,.pdf'
