/** The fields of the form staff answer a contact enquiry with (the schema is in ./enquiry.schema). */
export const ENQUIRY_ANSWER_FIELDS = ['id', 'answer'] as const
export type EnquiryAnswerField = (typeof ENQUIRY_ANSWER_FIELDS)[number]

/** The fields of the form that closes or reopens one. */
export const ENQUIRY_CLOSING_FIELDS = ['id', 'closed'] as const
export type EnquiryClosingField = (typeof ENQUIRY_CLOSING_FIELDS)[number]

/** How long an answer may be (public.enquiry_replies' bound). */
export const ENQUIRY_ANSWER_MAX_LENGTH = 5000
