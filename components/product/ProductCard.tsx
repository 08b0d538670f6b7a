import { ContentImage, type ContentImageData, type ContentImageLoad } from '@/components/ui/ContentImage'
import { IntentLink } from '@/components/ui/IntentLink'
import { Price } from '@/components/ui/Price'
import { startingPriceCents, type PriceList } from '@/lib/pricing/pricing'
import { routes } from '@/lib/routes'

type ProductCardData = PriceList & {
  name: string | null
  shortDescription: string | null
  image: ContentImageData
  slug: string | null
}

type Props = {
  card: ProductCardData
  linkLabel: string
  /** Follows the page's outline: h2 on /products, h3 under a section. */
  headingLevel?: 'h2' | 'h3'
  /** How its picture loads (ContentImage): the first card of a listing that opens the page is its largest paint. */
  load?: ContentImageLoad
}

/** A product in a listing. */
export function ProductCard({ card, linkLabel, headingLevel: Heading = 'h2', load }: Props) {
  const fromCents = startingPriceCents(card)
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      <div className="aspect-square overflow-hidden bg-ice-100">
        <ContentImage
          image={card.image}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          load={load}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="font-display text-xl font-semibold text-navy-900 uppercase">{card.name}</Heading>
        <p className="flex-1 text-sm leading-relaxed text-slate-600">{card.shortDescription}</p>
        {fromCents !== null && (
          <p className="text-sm text-slate-700">
            From <Price cents={fromCents} short className="text-lg font-bold text-navy-800" />
          </p>
        )}
        {card.slug && (
          <IntentLink
            href={routes.product(card.slug)}
            className="mt-1 inline-flex items-center justify-center rounded-md bg-navy-800 px-4 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-sky-700"
          >
            {/* The product in the link's own text, not an aria-label, so search engines read it too. */}
            <span aria-hidden="true">{linkLabel}</span>
            <span className="sr-only">{`${linkLabel}: ${card.name}`}</span>
          </IntentLink>
        )}
      </div>
    </article>
  )
}
