import type { BlankLine } from '@/lib/roster/blanks'
import { linkClass } from './DetailParts'
import { countOf } from '@/lib/format/text'

/** The blanks to buy, a row per size of each garment of each product, with the CSV of the same. */
export function BlanksTable({ lines, orderCount, csvHref }: { lines: BlankLine[]; orderCount: number; csvHref: string }) {
  const total = lines.reduce((sum, line) => sum + line.count, 0)
  return (
    <section aria-labelledby="blanks-title" className="rounded-xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="blanks-title" className="font-display text-xl font-bold tracking-wide text-navy-900 uppercase">
          {countOf(total, 'piece')} over {countOf(orderCount, 'order')}
        </h2>
        {lines.length > 0 && (
          <a href={csvHref} download className={linkClass}>
            Download the blanks (CSV)
          </a>
        )}
      </div>
      {lines.length === 0 ? (
        <p className="mt-3 text-slate-600">No order in this range asks for anything to make.</p>
      ) : (
        <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Blanks by product, garment and size">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-navy-900">
              <tr>
                {['Product', 'Garment', 'Size', 'Quantity'].map((column) => (
                  <th key={column} scope="col" className={`py-2 pr-4 font-semibold ${column === 'Quantity' ? 'text-right' : ''}`}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-700">
              {lines.map((line) => (
                <tr key={`${line.product}|${line.garment}|${line.size}`}>
                  <td className="py-2 pr-4">{line.product}</td>
                  <td className="py-2 pr-4">{line.garment}</td>
                  <td className="py-2 pr-4">{line.size}</td>
                  <td className="py-2 pr-4 text-right font-semibold tabular-nums">{line.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
