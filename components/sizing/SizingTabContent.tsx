import Link from 'next/link'
import { ContentImage } from '@/components/ui/ContentImage'
import { OptionalImage } from '@/components/ui/OptionalImage'
import { imageSource } from '@/lib/content/image'
import type { SizingGuideQueryResult } from '@/lib/content/sanity.types'
import { shownTables } from '@/lib/sizing/tables'
import { MeasurementLegend } from './MeasurementLegend'
import { SizeTable } from './SizeTable'

export type SizingGuideTab = SizingGuideQueryResult['tabs'][number]

const subheading = 'font-display text-xl font-semibold tracking-wide text-navy-900 uppercase'

/** One product type of the guide: how to measure, how to choose, the diagram and the size tables. */
export type SizingGuideWording = { instructionsTitle: string; selectionTitle: string; tablesTitle: string }

export function SizingTabContent({ tab, wording }: { tab: SizingGuideTab; wording: SizingGuideWording }) {
  const id = `sizing-${tab.key}`
  const diagram = imageSource(tab.diagram)
  const tables = shownTables(tab.tables)
  return (
    <div className="space-y-10">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="min-w-0 space-y-8">
          <div>
            <h2 className="font-display text-3xl font-bold tracking-wide text-navy-900 uppercase">{tab.title}</h2>
            {tab.intro && <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-600">{tab.intro}</p>}
          </div>

          {tab.instructions.length > 0 && (
            <section aria-labelledby={`${id}-measure`}>
              <h3 id={`${id}-measure`} className={subheading}>
                {wording.instructionsTitle}
              </h3>
              <ol className="mt-4 grid gap-4 sm:grid-cols-2">
                {tab.instructions.map((step) => (
                  <li key={step._key} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                    {step.image && <ContentImage image={step.image} sizes="(min-width: 640px) 300px, 100vw" className="h-auto w-full rounded-md" />}
                    <h4 className="font-semibold text-navy-900">{step.title}</h4>
                    <p className="text-sm leading-relaxed text-slate-600">{step.text}</p>
                    {step.link && (
                      <Link href={step.link.href} className="text-sm font-semibold text-sky-700 underline-offset-4 hover:underline">
                        {step.link.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          )}

          {tab.selectionGuide.length > 0 && (
            <section aria-labelledby={`${id}-choose`} className="rounded-xl bg-ice-50 p-6">
              <h3 id={`${id}-choose`} className={subheading}>
                {wording.selectionTitle}
              </h3>
              <ul className="mt-4 space-y-3">
                {tab.selectionGuide.map((line) => (
                  <li key={line} className="flex gap-3 leading-relaxed text-slate-700">
                    <span aria-hidden="true" className="font-bold text-sky-700">
                      ✓
                    </span>
                    {line}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        {(diagram || Boolean(tab.legend?.length)) && (
          <div className="space-y-4 lg:sticky lg:top-24">
            {diagram && <OptionalImage image={diagram} sizes="(min-width: 1024px) 40vw, 100vw" className="h-auto w-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm" />}
            <MeasurementLegend entries={tab.legend} />
          </div>
        )}
      </div>

      {tables.length > 0 && (
        <section aria-labelledby={`${id}-tables`} className="space-y-6">
          <h3 id={`${id}-tables`} className={subheading}>
            {wording.tablesTitle}
          </h3>
          {tables.map((table) => (
            <SizeTable key={table.key} table={table} />
          ))}
        </section>
      )}
    </div>
  )
}
