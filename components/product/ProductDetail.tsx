import Link from 'next/link'
import type { ProductBySlugQueryResult } from '@/lib/content/sanity.types'
import { Breadcrumb } from '@/components/ui/Breadcrumb'
import { ContentImage } from '@/components/ui/ContentImage'
import { RichText } from '@/components/ui/RichText'
import { formatPrice } from '@/lib/format/money'
import { routes } from '@/lib/routes'
import { SizingBlock } from './SizingBlock'

type Product = NonNullable<ProductBySlugQueryResult>

const sectionTitle = 'font-display text-2xl font-semibold text-navy-900 uppercase'

export function ProductDetail({ product }: { product: Product }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <Breadcrumb trail={[{ label: 'Home', href: routes.home }, { label: 'Products', href: routes.products }, { label: product.name }]} />
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <div className="space-y-4">
          <div className="overflow-hidden rounded-xl bg-ice-100">
            <ContentImage image={product.image} sizes="(min-width: 1024px) 50vw, 100vw" className="h-auto w-full" priority />
          </div>
          {product.additionalImages && product.additionalImages.length > 0 && (
            <ul className="grid grid-cols-4 gap-3">
              {product.additionalImages.map((image) => (
                <li key={image.url} className="overflow-hidden rounded-lg bg-ice-100">
                  <ContentImage image={image} sizes="120px" className="h-auto w-full" />
                </li>
              ))}
            </ul>
          )}
          <Link href={routes.products} className="inline-block text-sm font-semibold text-sky-700 hover:underline">
            ← Back to Products
          </Link>
        </div>
        <div className="space-y-6">
          <h1 className="font-display text-4xl font-bold text-navy-900 uppercase sm:text-5xl">{product.name}</h1>
          <p className="text-lg text-slate-700">
            From <span className="text-2xl font-bold text-navy-800">{formatPrice(product.startingPrice)}</span>
          </p>
          <div className="text-slate-700">
            <RichText value={product.description} />
          </div>
          {product.features && product.features.length > 0 && (
            <section aria-labelledby="features">
              <h2 id="features" className={sectionTitle}>Key Features</h2>
              <ul className="mt-3 space-y-2">
                {product.features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-slate-700">
                    <span aria-hidden="true" className="text-sky-600">✓</span>
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="grid gap-3 sm:grid-cols-2">
            <Link href={routes.order(product.slug)} className="rounded-lg bg-navy-800 px-5 py-4 text-center font-semibold text-white hover:bg-navy-700">
              Standard Order
              <span className="block text-xs font-normal text-slate-200">Full design customization with our designers</span>
            </Link>
            <Link href={routes.expressOrder(product.slug)} className="rounded-lg border-2 border-navy-800 px-5 py-4 text-center font-semibold text-navy-800 hover:bg-ice-100">
              Express Order
              <span className="block text-xs font-normal text-slate-600">Upload your logo, add your roster and pay</span>
            </Link>
          </div>
        </div>
      </div>

      <div className="mt-14 space-y-14">
        {product.options && product.options.length > 0 && (
          <section aria-labelledby="options">
            <h2 id="options" className={sectionTitle}>Available Options</h2>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {product.options.map((option) => (
                <li key={option._key} className="flex flex-col rounded-xl border border-slate-200 p-5">
                  <div className="flex items-baseline justify-between gap-3">
                    <h3 className="font-semibold text-navy-900">{option.name}</h3>
                    <p className="text-lg font-bold text-sky-700">{formatPrice(option.price, option.priceUnit)}</p>
                  </div>
                  <p className="mt-2 text-sm text-slate-600">{option.description}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
        {product.sizingChart && <SizingBlock chart={product.sizingChart} />}
        {product.customizationGroups && product.customizationGroups.length > 0 && (
          <section aria-labelledby="customization">
            <h2 id="customization" className={sectionTitle}>Customization Options</h2>
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
            <h2 id="faq" className={sectionTitle}>Frequently Asked Questions</h2>
            <div className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200">
              {product.faqs.map((faq) => (
                <details key={faq._key} name="product-faq" className="group p-5">
                  <summary className="cursor-pointer list-none font-semibold text-navy-900 marker:hidden">
                    {faq.question}
                  </summary>
                  <p className="mt-3 text-slate-600">{faq.answer}</p>
                </details>
              ))}
            </div>
          </section>
        )}
      </div>
    </div>
  )
}
