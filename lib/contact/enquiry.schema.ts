import { z } from 'zod'
import { EMAIL_MAX_LENGTH, EMAIL_TOO_LONG } from '@/lib/forms/email'
import { parseForm, type FormInput } from '@/lib/forms/parse-form'
import { ENQUIRY_FIELDS } from './enquiry'
import { INQUIRY_TYPES, type InquiryType } from './inquiry-types'

const inquiryValues = INQUIRY_TYPES.map((type) => type.value) as [InquiryType, ...InquiryType[]]

/** One rule for the form and the server: what an enquiry must hold. */
const enquirySchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(120, 'Please keep your name under 120 characters.'),
  email: z.string().trim().min(1, 'Please enter your e-mail address.').max(EMAIL_MAX_LENGTH, `${EMAIL_TOO_LONG}.`).pipe(z.email('Please enter a valid email address.')),
  inquiryType: z.enum(inquiryValues, 'Please choose a type of enquiry.').default('general'),
  message: z.string().trim().min(1, 'Please enter your message.').max(5000, 'Please keep your message under 5,000 characters.'),
})

export type Enquiry = z.infer<typeof enquirySchema>

/** Reads a submitted contact form; a blank enquiry type means none was chosen, so the schema's default applies. */
export const parseEnquiryForm = (input: FormInput) =>
  parseForm(enquirySchema, input, ENQUIRY_FIELDS, { toInput: (values) => ({ ...values, inquiryType: values.inquiryType || undefined }) })
