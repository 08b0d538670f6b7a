import Link from 'next/link'
import type { NotFoundPageQueryResult } from '@/lib/content/sanity.types'
import { routes } from '@/lib/routes'

/** An unknown product id: the spec's title and sentence, and nothing else of a product. */
export function ProductNotFound({ copy }: { copy: NotFoundPageQueryResult }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="font-display text-4xl font-bold text-navy-900 uppercase">{copy?.productNotFoundTitle}</h1>
      <p className="mt-4 text-lg text-slate-600">{copy?.productNotFoundText}</p>
      <Link href={routes.products} className="mt-8 inline-block rounded-md bg-navy-800 px-5 py-3 font-semibold text-white hover:bg-navy-700">
        ← Back to Products
      </Link>
    </div>
  )
}
