import { Suspense } from 'react'
import type { ConfirmationPageQueryResult } from '@/lib/content/sanity.types'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { CardGrid } from '@/components/ui/CardGrid'
import { PageHeader } from '@/components/ui/PageHeader'
import { ConfirmationHeader } from './ConfirmationHeader'
import { Section } from '@/components/ui/Section'
import { routes } from '@/lib/routes'

type Confirmation = NonNullable<ConfirmationPageQueryResult>

export function ConfirmationPage({ page }: { page: Confirmation }) {
  return (
    <>
      {/* Before the address is read (and for a bare /order/confirmation): the quote wording. */}
      <Suspense fallback={<PageHeader title={page.title} intro={page.intro} trail={[{ label: 'Home', href: routes.home }, { label: 'Confirmation' }]} />}>
        <ConfirmationHeader wording={page} />
      </Suspense>
      <Section id="confirmation-next" title={page.nextStepsTitle}>
        <CardGrid cards={page.nextSteps} numbered />
        {page.links && page.links.length > 0 && (
          <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:gap-4">
            {page.links.map((link, index) => (
              <ButtonLink key={link._key} href={link.href} variant={index === 0 ? 'outline' : 'dark'}>
                {link.label}
              </ButtonLink>
            ))}
          </div>
        )}
      </Section>
    </>
  )
}
