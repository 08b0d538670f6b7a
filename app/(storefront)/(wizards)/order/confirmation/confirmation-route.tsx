import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ConfirmationView } from '@/components/confirmation/ConfirmationView'
import { getConfirmationPage } from '@/lib/content'

/** The confirmation's title and description for the wizard the team used. */
export async function confirmationMetadata(express: boolean): Promise<Metadata> {
  const page = await getConfirmationPage()
  // Only reached after a wizard: a search result here would confirm an order nobody placed.
  return { title: express ? page?.expressTitle : page?.title, description: express ? page?.expressIntro : page?.intro, robots: { index: false, follow: true } }
}

/** The confirmation after the quote wizard (/order/confirmation) or the express one (/order/confirmation/express), each a static page. */
export async function ConfirmationRoute({ express }: { express: boolean }) {
  const page = await getConfirmationPage()
  if (!page) notFound()
  return <ConfirmationView page={page} express={express} />
}
