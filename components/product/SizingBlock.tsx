import Link from 'next/link'
import type { ProductBySlugQueryResult, ProductDetailWordingQueryResult } from '@/lib/content/sanity.types'
import { groupMeasurements, toTable, type Measurement } from '@/lib/sizing/measurements'
import { imageSource } from '@/lib/content/image'
import { routes } from '@/lib/routes'
import { OptionalImage } from '@/components/ui/OptionalImage'

type Chart = NonNullable<NonNullable<ProductBySlugQueryResult>['sizingChart']>
type Wording = Pick<NonNullable<ProductDetailWordingQueryResult>, 'sizingTitle' | 'youthSizesTitle' | 'adultSizesTitle' | 'specialSizesTitle' | 'sizingGuideLinkLabel'>

function SizeTable({ caption, measurements }: { caption: string; measurements: Measurement[] }) {
  if (measurements.length === 0) return null
  const table = toTable(measurements)
  return (
    // Focusable and named, so keyboard users can scroll a wide table on a phone.
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full min-w-max text-left text-sm">
        <caption className="bg-navy-800 px-4 py-2 text-left font-semibold text-white">{caption}</caption>
        <thead className="bg-ice-100 text-navy-900">
          <tr>
            <th scope="col" className="px-4 py-2">Size</th>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2">{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-100 odd:bg-white even:bg-slate-50">
              <th scope="row" className="px-4 py-2 font-medium">{row.size}</th>
              {row.cells.map((cell, index) => (
                <td key={table.columns[index]} className="px-4 py-2">{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function SizingBlock({ chart, wording }: { chart: Chart; wording: Wording }) {
  const groups = groupMeasurements(chart.measurements)
  const diagram = imageSource(chart.diagram)
  return (
    <section aria-labelledby="sizing" className="space-y-5">
      <h2 id="sizing" className="font-display text-2xl font-semibold text-navy-900 uppercase sm:text-3xl">{wording.sizingTitle}</h2>
      <h3 className="text-lg font-semibold text-navy-900">{chart.title}</h3>
      {chart.description && <p className="text-slate-600">{chart.description}</p>}
      {diagram && (
        <OptionalImage image={diagram} sizes="(min-width: 1024px) 28rem, 100vw" className="h-auto w-full max-w-md rounded-xl border border-slate-200 bg-white" />
      )}
      {chart.legend && chart.legend.length > 0 && (
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {chart.legend.map((entry) => (
            <div key={entry._key} className="flex items-center gap-2">
              <dt className="grid size-6 place-items-center rounded-full bg-sky-500 text-xs font-bold text-white">{entry.key}</dt>
              <dd>{entry.label}</dd>
            </div>
          ))}
        </dl>
      )}
      <SizeTable caption={wording.youthSizesTitle} measurements={groups.youth} />
      <SizeTable caption={wording.adultSizesTitle} measurements={groups.adult} />
      {groups.special.length > 0 && (
        <h3 className="font-semibold text-navy-900">{wording.specialSizesTitle}</h3>
      )}
      {groups.special.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2">
          {groups.special.map((size) => (
            <div key={size._key} className="rounded-lg border border-slate-200 bg-ice-50 p-4">
              <h4 className="font-semibold text-navy-900">{size.sizeLabel}</h4>
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {size.details.map((detail) => <li key={detail}>{detail}</li>)}
              </ul>
            </div>
          ))}
        </div>
      )}
      <Link href={routes.sizingGuide} className="inline-block font-semibold text-sky-700 underline underline-offset-4">
        {wording.sizingGuideLinkLabel}
      </Link>
    </section>
  )
}
