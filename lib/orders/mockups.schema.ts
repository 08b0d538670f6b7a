import { z } from 'zod'
import { parseForm, type FormInput } from '@/lib/forms/parse-form'
import { MOCKUP_ANSWER_FIELDS, MOCKUP_TEXT_MAX_LENGTH, SEND_MOCKUP_FIELDS } from './mockups'

const UNKNOWN_ORDER = 'This order could not be identified. Reload the page.'
const text = (what: string) => z.string().trim().max(MOCKUP_TEXT_MAX_LENGTH, `Please keep the ${what} under ${MOCKUP_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters.`)

/** Staff send a mockup from an order's page; the file itself is checked by its bytes (lib/uploads/mockup). */
const sendMockupSchema = z.object({
  kind: z.enum(['quote', 'express'], UNKNOWN_ORDER),
  id: z.uuid(UNKNOWN_ORDER),
  // The status the page showed: the database refuses a mockup for an order that has moved on.
  from: z.string().min(1, UNKNOWN_ORDER).max(40, UNKNOWN_ORDER),
  note: text('note'),
})

export type SendMockup = z.output<typeof sendMockupSchema>

export const parseSendMockupForm = (input: FormInput) => parseForm(sendMockupSchema, input, SEND_MOCKUP_FIELDS, { toInput: (values) => values })

/** The customer approves a mockup, or asks for changes and says which. */
const mockupAnswerSchema = z
  .object({
    mockupId: z.uuid('This mockup could not be identified. Reload the page.'),
    answer: z.enum(['approve', 'changes'], 'Please approve the mockup or ask for changes.'),
    comment: text('comment'),
  })
  .refine((value) => value.answer === 'approve' || value.comment !== '', { path: ['comment'], message: 'Please say what you would like us to change.' })

export type MockupAnswer = z.output<typeof mockupAnswerSchema>

export const parseMockupAnswerForm = (input: FormInput) => parseForm(mockupAnswerSchema, input, MOCKUP_ANSWER_FIELDS, { toInput: (values) => values })
