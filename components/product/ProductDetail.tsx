import Link from 'next/link'
import type { ProductBySlugQueryResult, ProductDetailWordingQueryResult, ProductSummariesQueryResult, SiteSettingsQueryResult } from '@/lib/content/sanity.types'
import { AddToCart, type AddToCartProduct } from '@/components/cart/AddToCart'
import { Breadcrumb } from '@/components/ui/Breadcrumb'
import { IntentLink } from '@/components/ui/IntentLink'
import { FaqList } from '@/components/ui/FaqList'
import { Price } from '@/components/ui/Price'
import { RichText } from '@/components/ui/RichText'
import { imageSource, type ImageSource } from '@/lib/content/image'
import { inlineArtwork } from '@/lib/images/inline-artwork'
import { sizesFor } from '@/lib/cart/sizes'
import { startingPriceCents } from '@/lib/pricing/pricing'
import { routes } from '@/lib/routes'
import { CollarOptions } from './CollarOptions'
import { ProductCard } from './ProductCard'
import { ProductGallery } from './ProductGallery'
import { SizingBlock } from './SizingBlock'
import { hasExpressPrice } from '@/lib/pricing/express'

type Product = NonNullable<ProductBySlugQueryResult>
type ProductWording = NonNullable<ProductDetailWordingQueryResult>
type Settings = NonNullable<SiteSettingsQueryResult>

const sectionTitle = 'font-display text-2xl font-semibold text-navy-900 uppercase sm:text-3xl'

type Props = { product: Product; wording: ProductWording; settings: Settings; related: ProductSummariesQueryResult; detailsLabel: string }

/** What the add-to-cart form needs of a product: its choices, sizes and what may be customised. */
function cartProduct(product: Product, image: ImageSource | undefined): AddToCartProduct {
  return {
    slug: product.slug,
    name: product.name,
    image: image?.src ?? null,
    options: (product.options ?? []).map((option) => ({ key: option._key, name: option.name, priceCents: option.priceCents })),
    sizes: sizesFor(product.productType),
    variants: (product.variants ?? []).map((variant) => ({ key: variant._key, name: variant.name, colorCode: variant.colorCode, inStock: variant.inStock !== false })),
    allowTeamName: product.allowTeamName === true,
    allowPlayerName: product.allowPlayerName === true,
    allowPlayerNumber: product.allowPlayerNumber === true,
    allowCustomColors: product.allowCustomColors === true,
  }
}

const sources = (images: Parameters<typeof imageSource>[0][]) => images.map((image) => imageSource(image)).filter((image): image is ImageSource => image !== null)

export async function ProductDetail({ product, wording, settings, related, detailsLabel }: Props) {
  const pictures = [product.image, ...(product.additionalImages ?? [])]
  // The first picture is painted with the page; the cart keeps its address, not its inlined bytes.
  const gallery = sources([await inlineArtwork(product.image), ...pictures.slice(1)])
  const fromCents = startingPriceCents(product)
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <Breadcrumb trail={[{ label: 'Home', href: routes.home }, { label: 'Products', href: routes.products }, { label: product.name }]} />
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <div className="space-y-4">
          <ProductGallery images={gallery} fallback={imageSource(settings.fallbackImage)} name={product.name} />
          <Link href={routes.products} className="inline-block text-sm font-semibold text-sky-700 hover:underline">
            <span aria-hidden="true">← </span>
            {wording.backLabel}
          </Link>
        </div>
        <div className="space-y-6">
          <h1 className="font-display text-4xl font-bold text-navy-900 uppercase sm:text-5xl">{product.name}</h1>
          {fromCents !== null && (
            <p className="text-lg text-slate-700">
              {wording.fromLabel} <Price cents={fromCents} short className="text-2xl font-bold text-navy-800" />
            </p>
          )}
          <div className="text-slate-700">
            <RichText value={product.description} />
          </div>
          {product.features && product.features.length > 0 && (
            <section aria-labelledby="features">
              <h2 id="features" className={sectionTitle}>{wording.featuresTitle}</h2>
              <ul className="mt-3 space-y-2">
                {product.features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-slate-700">
                    <span aria-hidden="true" className="text-sky-700">✓</span>
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <Link href={routes.order(product.slug)} className="rounded-lg bg-navy-800 px-5 py-4 text-center font-semibold text-white hover:bg-navy-700">
              {wording.standardOrder.title}
              <span className="mt-1 block text-xs font-normal text-slate-200">{wording.standardOrder.text}</span>
            </Link>
            <Link href={routes.expressOrder(product.slug)} className="rounded-lg border-2 border-navy-800 px-5 py-4 text-center font-semibold text-navy-800 hover:bg-ice-100">
              {wording.expressOrder.title}
              <span className="mt-1 block text-xs font-normal text-slate-600">{wording.expressOrder.text}</span>
            </Link>
            {wording.teamStore && hasExpressPrice(product) && (
              <IntentLink href={routes.openTeamStore(product.slug)} className="rounded-lg border-2 border-dashed border-navy-800 px-5 py-4 text-center font-semibold text-navy-800 hover:bg-ice-100 sm:col-span-2">
                {wording.teamStore.title}
                <span className="mt-1 block text-xs font-normal text-slate-600">{wording.teamStore.text}</span>
              </IntentLink>
            )}
          </div>
          <AddToCart product={cartProduct(product, sources(pictures)[0])} />
        </div>
      </div>

      <div className="mt-14 space-y-14 *:render-when-visible">
        {product.collarImage && (
          <CollarOptions title={wording.collarTitle} intro={wording.collarIntro} image={product.collarImage} styles={settings.collarStyles} />
        )}
        {product.options && product.options.length > 0 && (
          <section aria-labelledby="options">
            <h2 id="options" className={sectionTitle}>{wording.optionsTitle}</h2>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {product.options.map((option) => (
                <li key={option._key} className="flex flex-col rounded-xl border border-slate-200 p-5">
                  <div className="flex items-baseline justify-between gap-3">
                    <h3 className="font-semibold text-navy-900">{option.name}</h3>
                    <Price cents={option.priceCents} short unit={option.priceUnit} className="text-lg font-bold text-sky-700" />
                  </div>
                  <p className="mt-2 text-sm text-slate-600">{option.description}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
        {product.sizing && <SizingBlock sizing={product.sizing} wording={wording} />}
        {product.customizationGroups && product.customizationGroups.length > 0 && (
          <section aria-labelledby="customization">
            <h2 id="customization" className={sectionTitle}>{wording.customizationTitle}</h2>
            <div className="mt-5 grid gap-4 sm:grid-cols-2">
              {product.customizationGroups.map((group) => (
                <div key={group._key} className="rounded-xl bg-ice-50 p-5">
                  <h3 className="font-semibold text-navy-900">{group.title}</h3>
                  {group.description && <p className="mt-1 text-sm text-slate-600">{group.description}</p>}
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {group.options.map((option) => (
                      <li key={option} className="rounded-full bg-white px-3 py-1 text-sm text-slate-700 ring-1 ring-slate-200">{option}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </section>
        )}
        {product.faqs && product.faqs.length > 0 && (
          <section aria-labelledby="faq">
            <h2 id="faq" className={sectionTitle}>{wording.faqTitle}</h2>
            <div className="mt-5">
              <FaqList faqs={product.faqs} group="product-faq" />
            </div>
          </section>
        )}
        {related.length > 0 && (
          <section aria-labelledby="related">
            <h2 id="related" className={sectionTitle}>{wording.relatedTitle}</h2>
            <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {related.map((item) => (
                <li key={item._id} className="flex">
                  <ProductCard card={item} linkLabel={detailsLabel} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  )
}
