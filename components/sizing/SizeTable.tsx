import type { SizingGuideQueryResult } from '@/lib/content/sanity.types'

export type SizeTableData = SizingGuideQueryResult['tabs'][number]['tables'][number]

/**
 * A size table from the content: the first column names each row (size, bag, feature).
 * On narrow screens the table scrolls sideways inside its own focusable frame, not the page.
 */
export function SizeTable({ table }: { table: SizeTableData }) {
  const captionId = `size-table-${table._key}`
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200 shadow-sm">
      <table className="w-full min-w-max text-left text-sm">
        <caption id={captionId} className="bg-navy-800 px-4 py-3 text-left text-white">
          <span className="font-display block text-base font-semibold tracking-wide uppercase">{table.title}</span>
          {table.note && <span className="mt-1 block text-sm font-normal text-slate-200">{table.note}</span>}
        </caption>
        <thead className="bg-ice-100 text-navy-900">
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2.5 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => {
            const [head, ...cells] = row.cells
            return (
              <tr key={row._key} className="border-t border-slate-100 odd:bg-white even:bg-slate-50">
                <th scope="row" className="px-4 py-2.5 font-semibold whitespace-nowrap text-navy-900">
                  {head}
                </th>
                {cells.map((cell, index) => (
                  <td key={table.columns[index + 1] ?? index} className="px-4 py-2.5 text-slate-700">
                    {cell}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
