import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ConfirmationPage } from '@/components/confirmation/ConfirmationPage'
import { getConfirmationPage } from '@/lib/content'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getConfirmationPage()
  // Only reached after a wizard: a search result here would confirm an order nobody placed.
  return { title: page?.title, description: page?.intro, robots: { index: false, follow: true } }
}

export default async function ConfirmationRoute() {
  const page = await getConfirmationPage()
  if (!page) notFound()
  return <ConfirmationPage page={page} />
}
