// The contact form's fields and messages, apart from its schema (./enquiry.schema), so the form in
// the browser ships no validation library.

/** The form's inputs, by name. */
export const ENQUIRY_FIELDS = ['name', 'email', 'inquiryType', 'message'] as const
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number]

/** Said when a valid enquiry could not be stored: nothing typed is lost, and there is another way. */
export const ENQUIRY_NOT_SENT = 'Your message could not be sent just now. Please try again in a moment, or e-mail us.'
