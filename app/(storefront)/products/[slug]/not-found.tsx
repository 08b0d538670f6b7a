import { ProductNotFound } from '@/components/product/ProductNotFound'
import { getNotFoundPage } from '@/lib/content'

export default async function UnknownProduct() {
  return <ProductNotFound copy={await getNotFoundPage()} />
}
