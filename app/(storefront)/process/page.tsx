import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ProcessPage } from '@/components/process/ProcessPage'
import { getProcessPage } from '@/lib/content'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getProcessPage()
  // The content's SEO title already names the site, so it bypasses the layout's title template.
  return {
    title: page?.seo?.title ?? page?.title,
    description: page?.seo?.description ?? page?.intro,
  }
}

export default async function ProcessRoute() {
  const page = await getProcessPage()
  if (!page) notFound()
  return <ProcessPage page={page} />
}
