import type { Metadata } from 'next'
import Link from 'next/link'
import { Suspense } from 'react'
import { RetryMailForm } from '@/components/admin/RetryMailForm'
import { retryMailAction } from '@/lib/actions/back-office'
import { requireStaff } from '@/lib/commerce/staff/access'
import { listMailProblems, type MailProblem } from '@/lib/commerce/staff/mail-problems'
import { MAX_ATTEMPTS } from '@/lib/mail/delivery'
import { formatMoment as at } from '@/lib/format/dates'
import { countOf } from '@/lib/format/text'

export const metadata: Metadata = { title: 'Mail not sent' }


export default function MailPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="font-display text-3xl font-bold tracking-wide text-navy-900 uppercase">Mail not sent</h1>
      <p className="max-w-3xl text-slate-700">
        E-mails leave after what they tell of is saved. One the mail server refuses is tried again, less often each time, up to {MAX_ATTEMPTS} times; then it waits
        here. Mend the cause (the mail server, an address), then send it again.
      </p>
      <Suspense fallback={<p role="status">Loading the e-mails…</p>}>
        <Problems />
      </Suspense>
    </div>
  )
}

const STATE_TEXT: Record<MailProblem['state'], (problem: MailProblem) => string> = {
  'given-up': (problem) => `Given up after ${problem.attempts} tries`,
  queued: () => 'Queued again: being sent now',
  retrying: (problem) => `Tried ${countOf(problem.attempts, 'time')}; next try ${at(problem.nextAttemptAt)}`,
}

function Problem({ problem }: { problem: MailProblem }) {
  const describedAs = `${problem.what} to ${problem.to}`
  return (
    <li className="space-y-3 rounded-xl bg-white p-5 ring-1 ring-slate-200" aria-label={describedAs}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-navy-900">
          {problem.what} <span className="font-normal break-all text-slate-600">to {problem.to}</span>
        </p>
        <p className={`text-sm font-semibold ${problem.state === 'given-up' ? 'text-red-800' : 'text-amber-800'}`}>{STATE_TEXT[problem.state](problem)}</p>
      </div>
      {problem.about && (
        <Link href={problem.about.href} className="text-sm font-semibold text-sky-800 underline underline-offset-4">
          {problem.about.label}
        </Link>
      )}
      <p className="text-sm text-slate-700">
        Written {at(problem.createdAt)}. Last error: <span className="break-words">{problem.lastError || 'none given'}</span>
      </p>
      {problem.state === 'given-up' && <RetryMailForm action={retryMailAction} id={problem.id} describedAs={describedAs} />}
    </li>
  )
}

async function Problems() {
  await requireStaff()
  const problems = await listMailProblems()
  if (problems.length === 0) return <p className="text-slate-700">Every e-mail has gone.</p>
  return (
    <ul className="space-y-4" aria-label="E-mails not sent">
      {problems.map((problem) => (
        <Problem key={problem.id} problem={problem} />
      ))}
    </ul>
  )
}
