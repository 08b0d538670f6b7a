import { Suspense } from 'react'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { CardGrid } from '@/components/ui/CardGrid'
import { PageHeader } from '@/components/ui/PageHeader'
import type { ConfirmationPageQueryResult } from '@/lib/content/sanity.types'
import { routes } from '@/lib/routes'
import { ConfirmationReference, ReferenceBox } from './ConfirmationReference'

type Wording = NonNullable<ConfirmationPageQueryResult>

/**
 * The confirmation's title and next steps for the wizard the team used (its own page each, so that
 * an express order's never shows the quote's words first), and the reference the shop stored the
 * request under, from the address.
 */
export function ConfirmationView({ page, express }: { page: Wording; express: boolean }) {
  return (
    <>
      <PageHeader
        title={express ? page.expressTitle : page.title}
        intro={express ? page.expressIntro : page.intro}
        trail={[{ label: 'Home', href: routes.home }, { label: 'Confirmation' }]}
      />
      <Suspense fallback={<ReferenceBox label={page.referenceLabel} reference="E-0000000000" placeholder />}>
        <ConfirmationReference label={page.referenceLabel} />
      </Suspense>
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
