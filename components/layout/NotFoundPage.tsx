import type { Metadata } from 'next'
import { LogMissingPath } from './LogMissingPath'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { getNotFoundPage } from '@/lib/content'

/** The title of every not-found answer, whichever boundary shows it. */
export const notFoundMetadata: Metadata = { title: 'Page not found' }

/** The offside page's content. Its frame is whichever layout wraps the not-found boundary that shows it. */
export async function NotFoundPage() {
  const copy = await getNotFoundPage()
  return (
    <div className="relative isolate overflow-hidden bg-navy-950 px-4 py-24 text-center text-white sm:py-32">
      <LogMissingPath />
      {/* The big backdrop number is drawn by CSS so it is decoration, not text to read or contrast-check. */}
      <div
        aria-hidden="true"
        data-code={copy?.code}
        className="font-display pointer-events-none absolute inset-x-0 top-1/2 -z-10 -translate-y-1/2 text-[12rem] leading-none font-bold text-white/5 before:content-[attr(data-code)] sm:text-[20rem]"
      />
      <p className="font-display text-2xl font-bold tracking-[0.3em] text-sky-500">{copy?.code}</p>
      <h1 className="font-display mt-4 text-4xl font-bold tracking-wide uppercase sm:text-6xl">{copy?.title}</h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-slate-200">{copy?.text}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {copy?.links?.map((link, index) => (
          <ButtonLink key={link._key} href={link.href} variant={index === 0 ? 'primary' : 'light'}>
            {link.label}
          </ButtonLink>
        ))}
      </div>
    </div>
  )
}
