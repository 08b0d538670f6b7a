import Link from 'next/link'
import type { ProductBySlugQueryResult, ProductDetailWordingQueryResult } from '@/lib/content/sanity.types'
import { imageSource } from '@/lib/content/image'
import { shownTables } from '@/lib/sizing/tables'
import { routes } from '@/lib/routes'
import { MeasurementLegend } from '@/components/sizing/MeasurementLegend'
import { SizeTable } from '@/components/sizing/SizeTable'
import { OptionalImage } from '@/components/ui/OptionalImage'

type Sizing = NonNullable<NonNullable<ProductBySlugQueryResult>['sizing']>
type Wording = Pick<NonNullable<ProductDetailWordingQueryResult>, 'sizingTitle' | 'sizingGuideLinkLabel'>

/** The product's sizing: the same document, and so the same tables, as its tab of the sizing guide. */
export function SizingBlock({ sizing, wording }: { sizing: Sizing; wording: Wording }) {
  const diagram = imageSource(sizing.diagram)
  return (
    <section aria-labelledby="sizing" className="space-y-5">
      <h2 id="sizing" className="font-display text-2xl font-semibold text-navy-900 uppercase sm:text-3xl">{wording.sizingTitle}</h2>
      {sizing.intro && <p className="text-slate-600">{sizing.intro}</p>}
      {diagram && (
        <OptionalImage image={diagram} sizes="(min-width: 1024px) 28rem, 100vw" className="h-auto w-full max-w-md rounded-xl border border-slate-200 bg-white" />
      )}
      <MeasurementLegend entries={sizing.legend} />
      {shownTables(sizing.tables).map((table) => (
        <SizeTable key={table.key} table={table} />
      ))}
      <Link href={routes.sizingGuideTab(sizing.key)} className="inline-block font-semibold text-sky-700 underline underline-offset-4">
        {wording.sizingGuideLinkLabel}
      </Link>
    </section>
  )
}
