import { ButtonLink } from '@/components/ui/ButtonLink'
import { CardGrid } from '@/components/ui/CardGrid'
import { PageHeader } from '@/components/ui/PageHeader'
import type { ConfirmationPageQueryResult } from '@/lib/content/sanity.types'
import { routes } from '@/lib/routes'

type Wording = NonNullable<ConfirmationPageQueryResult>

/** Only text shaped like a reference is repeated: anyone can type the address it comes from. */
const REFERENCE = /^[QE]-[A-Z0-9]{4,12}$/

/** The confirmation's title and next steps for the wizard the team used, and the reference the shop stored the request under. */
export function ConfirmationView({ page, express, reference }: { page: Wording; express: boolean; reference: string }) {
  return (
    <>
      <PageHeader
        title={express ? page.expressTitle : page.title}
        intro={express ? page.expressIntro : page.intro}
        trail={[{ label: 'Home', href: routes.home }, { label: 'Confirmation' }]}
      />
      {REFERENCE.test(reference) && (
        <div className="mx-auto max-w-7xl px-4 pt-10 sm:px-6">
          <p className="inline-flex flex-wrap items-baseline gap-x-3 rounded-lg border border-emerald-300 bg-emerald-50 px-5 py-4 text-emerald-950">
            <span className="font-semibold">{page.referenceLabel}:</span>
            <span className="font-mono text-2xl font-bold tracking-wider" data-testid="order-reference">
              {reference}
            </span>
          </p>
        </div>
      )}
      <section aria-labelledby="confirmation-next" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:pt-20">
        <h2 id="confirmation-next" className="font-display text-3xl font-bold tracking-wide text-navy-900 uppercase sm:text-4xl">
          {page.nextStepsTitle}
        </h2>
        <div className="mt-8">
          <CardGrid cards={express ? page.expressNextSteps : page.nextSteps} numbered />
        </div>
        {page.links && page.links.length > 0 && (
          <div className="mt-10 flex flex-col gap-3 pb-14 sm:flex-row sm:gap-4 lg:pb-20">
            {page.links.map((link, index) => (
              <ButtonLink key={link._key} href={link.href} variant={index === 0 ? 'outline' : 'dark'}>
                {link.label}
              </ButtonLink>
            ))}
          </div>
        )}
      </section>
    </>
  )
}
