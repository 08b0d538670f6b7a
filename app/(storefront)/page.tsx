import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Banner } from '@/components/home/Banner'
import { Hero } from '@/components/home/Hero'
import { ProductCard } from '@/components/product/ProductCard'
import { Testimonials } from '@/components/showcase/Testimonials'
import { CardGrid } from '@/components/ui/CardGrid'
import { Section } from '@/components/ui/Section'
import { getHomePage } from '@/lib/content'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getHomePage()
  return { title: { absolute: page?.seo?.title ?? page?.hero.headline ?? '' }, description: page?.seo?.description ?? page?.hero.subheadline }
}

export default async function HomePage() {
  const page = await getHomePage()
  if (!page) notFound()
  return (
    <>
      <Hero hero={page.hero} />
      <Section id="featured" title={page.featuredTitle} intro={page.featuredIntro} className="render-when-visible">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.featuredProducts.map((product) => (
            <li key={product._id} className="flex">
              <ProductCard card={product} linkLabel={page.featuredLinkLabel} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </Section>
      <div className="render-when-visible bg-ice-50">
        <Section id="audiences" title={page.audienceTitle}>
          <CardGrid cards={page.audiences} />
        </Section>
      </div>
      <Section id="testimonials" title={page.testimonialsTitle} className="render-when-visible">
        <Testimonials testimonials={page.testimonials} />
      </Section>
      <Banner banner={page.banner} />
    </>
  )
}
