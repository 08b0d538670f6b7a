import type { ProcessPageQueryResult } from '@/lib/content/sanity.types'
import { ButtonLink } from '@/components/ui/ButtonLink'

type Props = NonNullable<ProcessPageQueryResult>['callToAction'] & { id: string }

/** The closing banner: a heading, a line of text and the buttons the content gives. */
export function CallToAction({ id, title, text, buttons }: Props) {
  return (
    <section aria-labelledby={id} className="bg-navy-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 text-center sm:px-6 lg:py-20">
        <h2 id={id} className="font-display text-3xl font-bold tracking-wide uppercase sm:text-4xl">
          {title}
        </h2>
        {text && <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{text}</p>}
        {buttons && buttons.length > 0 && (
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:gap-4">
            {buttons.map((button, index) => (
              <ButtonLink key={button._key} href={button.href} variant={index === 0 ? 'primary' : 'light'}>
                {button.label}
              </ButtonLink>
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
