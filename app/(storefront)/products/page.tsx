import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ProductCard } from '@/components/product/ProductCard'
import { Breadcrumb } from '@/components/ui/Breadcrumb'
import { getProductsPage } from '@/lib/content'
import { inlineArtwork } from '@/lib/images/inline-artwork'
import { routes } from '@/lib/routes'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getProductsPage()
  return { title: page?.seo?.title ?? page?.title, description: page?.seo?.description ?? page?.intro }
}

export default async function ProductsPage() {
  const page = await getProductsPage()
  if (!page) notFound()
  // The first card's picture is the page's largest paint: written into the page when it is small artwork.
  const [first, ...rest] = page.cards ?? []
  const cards = first ? [{ ...first, image: await inlineArtwork(first.image) }, ...rest] : []
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
      <Breadcrumb trail={[{ label: 'Home', href: routes.home }, { label: 'Products' }]} />
      <h1 className="font-display mt-4 text-4xl font-bold tracking-wide text-navy-900 uppercase sm:text-5xl">{page.title}</h1>
      {page.intro && <p className="mt-3 max-w-3xl text-lg text-slate-600">{page.intro}</p>}
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card, index) => (
          <ProductCard key={card._key} card={card} linkLabel={page.detailsLabel} load={index === 0 ? 'lcp' : undefined} />
        ))}
      </div>
    </div>
  )
}
