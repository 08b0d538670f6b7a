import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { WizardPage } from '@/components/wizard/WizardPage'
import { submitQuoteRequest } from '@/lib/actions/wizards'
import { getOrderWizards, getProductSlugs } from '@/lib/content'
import { wizardFor } from '@/lib/wizard/content'

export async function generateStaticParams() {
  const slugs = await getProductSlugs()
  return slugs.map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: PageProps<'/order/[slug]'>): Promise<Metadata> {
  const { slug } = await params
  const wizard = wizardFor(await getOrderWizards(), slug)
  return wizard ? { title: `Request a Quote: ${wizard.product.name}` } : {}
}

export default async function QuoteWizardRoute({ params }: PageProps<'/order/[slug]'>) {
  const { slug } = await params
  const wizard = wizardFor(await getOrderWizards(), slug)
  if (!wizard) notFound()
  return <WizardPage kind="quote" product={wizard.product} content={wizard.content} submit={submitQuoteRequest} />
}
