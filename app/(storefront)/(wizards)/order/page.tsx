import type { Metadata } from 'next'
import { ProductChooser } from '@/components/wizard/ProductChooser'
import { getOrderWizards } from '@/lib/content'

export const metadata: Metadata = { title: 'Request a Quote' }

export default async function QuoteProductChoiceRoute() {
  const { page, products } = await getOrderWizards()
  if (!page) throw new Error('The order wizards page is missing from the content')
  return <ProductChooser kind="quote" title={page.chooseProductTitle} intro={page.chooseProductIntro} products={products} />
}
