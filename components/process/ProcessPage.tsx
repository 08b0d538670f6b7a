import type { ProcessPageQueryResult } from '@/lib/content/sanity.types'
import { CardGrid } from '@/components/ui/CardGrid'
import { PageHeader } from '@/components/ui/PageHeader'
import { Section } from '@/components/ui/Section'
import { routes } from '@/lib/routes'
import { CallToAction } from './CallToAction'
import { OrderTypes } from './OrderTypes'
import { ProvideList } from './ProvideList'
import { Timeline } from './Timeline'

type Process = NonNullable<ProcessPageQueryResult>

export function ProcessPage({ page }: { page: Process }) {
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} trail={[{ label: 'Home', href: routes.home }, { label: page.title }]} />
      <Section id="process-order-types" title={page.orderTypesTitle}>
        <OrderTypes cards={page.orderTypes} />
      </Section>
      <div className="bg-ice-50">
        <Section id="process-steps" title={page.stepsTitle}>
          <CardGrid cards={page.steps} cols={4} numbered />
        </Section>
      </div>
      <Section id="process-timeline" title={page.timelineTitle}>
        <Timeline entries={page.timeline} />
        <p className="mt-10 rounded-xl bg-navy-900 px-6 py-5 text-lg font-medium text-white sm:text-center">{page.timelineSummary}</p>
      </Section>
      <div className="bg-ice-50">
        <Section id="process-policies" title={page.policiesTitle}>
          <CardGrid cards={page.policies} cols={4} />
        </Section>
      </div>
      <Section id="process-provide" title={page.provideTitle}>
        <ProvideList items={page.provideItems} />
      </Section>
      <CallToAction id="process-cta" {...page.callToAction} />
    </>
  )
}
