import { notFound } from 'next/navigation'
import { getProduct, getProductSlugs, getProductDetailWording, getSiteSettings } from '@/lib/content'
import { imageSource } from '@/lib/content/image'
import { formatMoney } from '@/lib/format/money'
import { startingPriceCents } from '@/lib/pricing/pricing'
import { OG_SIZE, ogImage } from '@/lib/seo/og-image'

export const size = OG_SIZE
export const contentType = 'image/png'
export const alt = 'Product picture with its name and starting price'

export async function generateStaticParams() {
  const slugs = await getProductSlugs()
  return slugs.map((slug) => ({ slug }))
}

export default async function ProductOgImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const [product, wording, settings] = await Promise.all([getProduct(slug), getProductDetailWording(), getSiteSettings()])
  // No picture is drawn (and cached) for a made-up address: anyone could ask for endless ones.
  if (!product) notFound()
  const fromCents = startingPriceCents(product)
  return ogImage({
    eyebrow: settings?.siteName ?? '',
    title: product.name,
    subtitle: fromCents != null ? `${wording?.fromLabel ?? ''} ${formatMoney(fromCents, { short: true })}`.trim() : '',
    image: imageSource(product.image ?? null),
  })
}
