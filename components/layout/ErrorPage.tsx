'use client'

import { useEffect } from 'react'
import { ButtonLink } from '@/components/ui/ButtonLink'

/**
 * What a visitor sees when a page fails to render (a backend outage, a bug): a plain apology inside
 * the site's own frame, a way to try again and a way home, instead of the browser's blank error.
 * A system message, like the error catalogue, so it needs no content that might itself be failing.
 */
export function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error('The page failed to render:', error.digest ?? error.message)
  }, [error])

  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-bold tracking-wide text-navy-900 uppercase sm:text-4xl">Something went wrong</h1>
      <p className="mt-4 text-lg text-slate-700">
        We could not show this page just now. Nothing you saved is lost: please try again in a moment.
      </p>
      {error.digest && <p className="mt-2 text-sm text-slate-500">Reference: {error.digest}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="inline-flex items-center justify-center rounded-md bg-sky-500 px-5 py-3 text-sm font-semibold tracking-wide text-navy-950 uppercase transition-colors hover:bg-sky-600 hover:text-white"
        >
          Try again
        </button>
        <ButtonLink href="/" variant="outline">
          Home
        </ButtonLink>
      </div>
    </div>
  )
}
