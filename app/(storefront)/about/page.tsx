import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { AboutPage } from '@/components/about/AboutPage'
import { getAboutPage } from '@/lib/content'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getAboutPage()
  // The content's SEO title already names the site, so it bypasses the layout's title template.
  return {
    title: page?.seo?.title ?? page?.title,
    description: page?.seo?.description ?? page?.intro,
  }
}

export default async function AboutRoute() {
  const page = await getAboutPage()
  if (!page) notFound()
  return <AboutPage page={page} />
}
