import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ProductDetail } from '@/components/product/ProductDetail'
import { getProduct, getProductDetailWording, getProductSlugs, getProductsPage, getProductSummaries, getSiteSettings } from '@/lib/content'
import { imageSource } from '@/lib/content/image'
import { relatedProducts } from '@/lib/products/related'
import { routes } from '@/lib/routes'
import { jsonLdScript, productJsonLd } from '@/lib/seo/json-ld'
import { siteUrl } from '@/lib/seo/site-url'

export async function generateStaticParams() {
  const slugs = await getProductSlugs()
  return slugs.map((slug) => ({ slug }))
}

export async function generateMetadata({ params }: PageProps<'/products/[slug]'>): Promise<Metadata> {
  const { slug } = await params
  const product = await getProduct(slug)
  if (!product) return {}
  const path = routes.product(product.slug)
  return {
    title: product.name,
    description: product.shortDescription,
    alternates: { canonical: path },
    openGraph: { title: product.name, description: product.shortDescription, type: 'website', url: path },
  }
}

export default async function ProductPage({ params }: PageProps<'/products/[slug]'>) {
  const { slug } = await params
  const [product, wording, settings, summaries, productsPage] = await Promise.all([
    getProduct(slug),
    getProductDetailWording(),
    getSiteSettings(),
    getProductSummaries(),
    getProductsPage(),
  ])
  if (!product) notFound()
  if (!wording || !settings) throw new Error('Product page wording or site settings are missing from the content')
  const ld = productJsonLd(
    {
      name: product.name,
      shortDescription: product.shortDescription,
      slug: product.slug,
      imageUrl: imageSource(product.image)?.src ?? null,
      pricesCents: product.options?.map((option) => option.priceCents) ?? [],
    },
    siteUrl,
    settings.siteName,
  )
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(ld) }} />
      <ProductDetail
        product={product}
        wording={wording}
        settings={settings}
        related={relatedProducts(product, summaries)}
        detailsLabel={productsPage?.detailsLabel ?? ''}
      />
    </>
  )
}
