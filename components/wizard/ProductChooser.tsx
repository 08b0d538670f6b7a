import { ContentImage } from '@/components/ui/ContentImage'
import { IntentLink } from '@/components/ui/IntentLink'
import { PageHeader } from '@/components/ui/PageHeader'
import { Price } from '@/components/ui/Price'
import type { OrderWizardsQueryResult } from '@/lib/content/sanity.types'
import { startingPriceCents } from '@/lib/pricing/pricing'
import { routes } from '@/lib/routes'
import { WIZARD_CRUMB, type WizardKind } from '@/lib/wizard/draft'

type Props = { kind: WizardKind; title: string; intro: string; products: OrderWizardsQueryResult['products'] }

/** A wizard opened without a product asks for one first. */
export function ProductChooser({ kind, title, intro, products }: Props) {
  const href = kind === 'quote' ? routes.order : routes.expressOrder
  return (
    <>
      <PageHeader title={title} intro={intro} trail={[{ label: 'Products', href: routes.products }, { label: WIZARD_CRUMB[kind] }]} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => {
            const from = startingPriceCents(product)
            return (
              <li key={product.slug}>
                <IntentLink href={href(product.slug)} className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md focus-visible:shadow-md">
                  <ContentImage image={product.image} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 45vw, 90vw" className="mx-auto h-40 w-auto object-contain" />
                  <span className="font-display mt-4 text-xl font-bold tracking-wide text-navy-900 uppercase group-hover:text-sky-800">{product.name}</span>
                  <span className="mt-1 flex-1 text-sm text-slate-600">{product.shortDescription}</span>
                  {from !== null && (
                    <span className="mt-3 text-sm font-semibold text-navy-900">
                      From <Price cents={from} short />
                    </span>
                  )}
                </IntentLink>
              </li>
            )
          })}
        </ul>
      </div>
    </>
  )
}
