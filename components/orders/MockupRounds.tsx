import type { ReactNode } from 'react'
import type { MockupRound } from '@/lib/orders/mockups'
import { routes } from '@/lib/routes'
import { formatMoment as when } from '@/lib/format/dates'

/** What the customer said of a round, as its reader names them. */
const ANSWERED = {
  customer: { approved: 'You approved it', changes_requested: 'You asked for changes' },
  staff: { approved: 'Approved by the customer', changes_requested: 'The customer asked for changes' },
} as const

/**
 * Every round of an order's mockups, newest first: the picture (or the PDF to download), the
 * shop's note and the customer's answer. `answer` renders the form for the round still waiting for
 * one, in the customer's account.
 */
export function MockupRounds({ rounds, title, reader, answer }: { rounds: MockupRound[]; title: string; reader: keyof typeof ANSWERED; answer?: (round: MockupRound) => ReactNode }) {
  return (
    <ol className="space-y-5">
      {[...rounds].reverse().map((round) => (
        <li key={round.id} className="rounded-lg border border-slate-200 bg-white p-4" aria-label={`Mockup ${round.round}`}>
          <p className="font-semibold text-navy-900">
            Mockup {round.round} <span className="font-normal text-slate-600">· sent {when(round.sentAt)}</span>
          </p>
          {round.contentType === 'application/pdf' ? (
            <a href={routes.mockupFile(round.id)} className="mt-2 inline-block font-semibold text-navy-800 underline underline-offset-4">
              Download mockup {round.round} (PDF)
            </a>
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- a private file from this site's own route, which checks who asks: nothing to optimise or cache
            <img src={routes.mockupFile(round.id)} alt={`Mockup ${round.round} of ${title}`} className="mt-3 max-h-[28rem] w-auto max-w-full rounded border border-slate-200" />
          )}
          {round.note && <p className="mt-2 whitespace-pre-line text-slate-700">{round.note}</p>}
          {round.decision && (
            <div className={`mt-3 rounded-md p-3 text-sm ${round.decision === 'approved' ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900'}`}>
              <p className="font-semibold">
                {ANSWERED[reader][round.decision]}
                {round.decidedAt && <span className="font-normal"> · {when(round.decidedAt)}</span>}
              </p>
              {round.comment && <p className="mt-1 whitespace-pre-line">{round.comment}</p>}
            </div>
          )}
          {answer?.(round)}
        </li>
      ))}
    </ol>
  )
}
