import type { AboutPageQueryResult } from '@/lib/content/sanity.types'
import { Testimonials } from '@/components/showcase/Testimonials'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { CardGrid } from '@/components/ui/CardGrid'
import { PageHeader } from '@/components/ui/PageHeader'
import { RichText } from '@/components/ui/RichText'
import { Section } from '@/components/ui/Section'
import { routes } from '@/lib/routes'

type About = NonNullable<AboutPageQueryResult>

export function AboutPage({ page }: { page: About }) {
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} trail={[{ label: 'Home', href: routes.home }, { label: page.title }]} />
      <Section id="about-story" title={page.storyTitle}>
        <div className="max-w-3xl border-l-4 border-sky-500 pl-5 text-lg text-slate-700 sm:pl-8">
          <RichText value={page.story} />
        </div>
      </Section>
      <div className="bg-ice-50">
        <Section id="about-mission" title={page.missionTitle} intro={page.mission}>
          <CardGrid cards={page.values} />
        </Section>
      </div>
      <Section id="about-testimonials" title={page.testimonialsTitle}>
        <Testimonials testimonials={page.testimonials} />
      </Section>
      <div className="bg-ice-50">
        <Section id="about-team" title={page.teamTitle} intro={page.teamIntro}>
          <CardGrid cards={page.team} cols={4} />
          <div className="mt-10 flex justify-center sm:justify-start">
            <ButtonLink href={page.contactButton.href} className="w-full sm:w-auto">
              {page.contactButton.label}
            </ButtonLink>
          </div>
        </Section>
      </div>
    </>
  )
}
