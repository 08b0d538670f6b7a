import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { WizardPage } from '@/components/wizard/WizardPage'
import { submitExpressOrder } from '@/lib/actions/wizards'
import { getOrderWizards, getProductSlugs } from '@/lib/content'
import { wizardFor } from '@/lib/wizard/content'

export async function generateStaticParams() {
  const slugs = await getProductSlugs()
  return slugs.map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: PageProps<'/express-order/[slug]'>): Promise<Metadata> {
  const { slug } = await params
  const wizard = wizardFor(await getOrderWizards(), slug)
  return wizard ? { title: `Express Order: ${wizard.product.name}` } : {}
}

export default async function ExpressWizardRoute({ params }: PageProps<'/express-order/[slug]'>) {
  const { slug } = await params
  const wizard = wizardFor(await getOrderWizards(), slug)
  if (!wizard) notFound()
  return <WizardPage kind="express" product={wizard.product} content={wizard.content} submit={submitExpressOrder} />
}
