import { z } from 'zod'
import { INQUIRY_TYPES, type InquiryType } from './inquiry-types'
import { parseForm } from '@/lib/forms/parse-form'

const inquiryValues = INQUIRY_TYPES.map((type) => type.value) as [InquiryType, ...InquiryType[]]

/** One rule for the form and the server: what an enquiry must hold. */
export const enquirySchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(120, 'Please keep your name under 120 characters.'),
  email: z.string().trim().min(1, 'Please enter your e-mail address.').pipe(z.email('Please enter a valid email address.')),
  inquiryType: z.enum(inquiryValues, 'Please choose a type of enquiry.').default('general'),
  message: z.string().trim().min(1, 'Please enter your message.').max(5000, 'Please keep your message under 5,000 characters.'),
})

export type Enquiry = z.infer<typeof enquirySchema>
export type EnquiryField = keyof Enquiry

export type EnquiryState =
  | { status: 'idle' }
  | { status: 'sent'; sentAt: number }
  | { status: 'invalid'; errors: Partial<Record<EnquiryField, string>>; values: Record<EnquiryField, string> }
  | { status: 'failed'; message: string; values: Record<EnquiryField, string> }

/** Said when a valid enquiry could not be stored: nothing typed is lost, and there is another way. */
export const ENQUIRY_NOT_SENT = 'Your message could not be sent just now. Please try again in a moment, or e-mail us.'

/** The form's inputs, by name. */
const ENQUIRY_FIELDS = ['name', 'email', 'inquiryType', 'message'] as const satisfies readonly EnquiryField[]

/** Reads a submitted form: either the enquiry, or the first error per field and what was typed. */
export function parseEnquiry(form: FormData): { ok: true; enquiry: Enquiry } | { ok: false; state: EnquiryState & { status: 'invalid' } } {
  // A blank enquiry type means none was chosen, so the schema's default applies.
  const result = parseForm(enquirySchema, form, ENQUIRY_FIELDS, { toInput: (values) => ({ ...values, inquiryType: values.inquiryType || undefined }) })
  if (result.ok) return { ok: true, enquiry: result.data }
  return { ok: false, state: { status: 'invalid', errors: result.errors, values: result.values } }
}
