/** The fields of the form staff send a mockup with (its schema is in ./mockups.schema, on the server). */
export const SEND_MOCKUP_FIELDS = ['kind', 'id', 'from', 'note', 'file'] as const
export type SendMockupField = (typeof SEND_MOCKUP_FIELDS)[number]

/** The fields of the customer's answer to a mockup. */
export const MOCKUP_ANSWER_FIELDS = ['mockupId', 'answer', 'comment'] as const
export type MockupAnswerField = (typeof MOCKUP_ANSWER_FIELDS)[number]

export const MOCKUP_TEXT_MAX_LENGTH = 2000

/** The form field the mockup's file comes in. */
export const MOCKUP_FILE_FIELD = 'file'

/** The name a mockup's file is downloaded and attached under: its round, and its type's extension. */
export const mockupFilename = (round: number, contentType: string) => `mockup-${round}.${contentType === 'application/pdf' ? 'pdf' : contentType.split('/')[1]}`

/** One round of an order's mockups: what staff sent, and the customer's answer once given. */
export type MockupRound = {
  id: string
  round: number
  contentType: string
  note: string
  sentAt: string
  decision: 'approved' | 'changes_requested' | null
  comment: string
  decidedAt: string | null
}

/** Whether the customer may still answer this round: the latest, unanswered, while the order waits for it. */
export const awaitsAnswer = (rounds: readonly MockupRound[], round: MockupRound, status: string) =>
  status === 'mockup_sent' && round.decision === null && round.round === Math.max(...rounds.map((candidate) => candidate.round))
