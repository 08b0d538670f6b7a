import type { ShownTable } from '@/lib/sizing/tables'

/**
 * A size table, the same on the sizing guide and the product pages: the first column names each
 * row (size, bag, feature), units sit in the column headings. On narrow screens the table scrolls
 * sideways inside its own focusable frame, not the page.
 */
export function SizeTable({ table }: { table: ShownTable }) {
  // Named by its title alone; the note describes it.
  const titleId = `size-table-${table.key}`
  const noteId = `${titleId}-note`
  return (
    <div role="region" aria-labelledby={titleId} tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200 shadow-sm">
      <table aria-labelledby={titleId} aria-describedby={table.note ? noteId : undefined} className="w-full min-w-max text-left text-sm">
        <caption className="bg-navy-800 px-4 py-3 text-left text-white">
          <span id={titleId} className="font-display block text-base font-semibold tracking-wide uppercase">
            {table.title}
          </span>
          {table.note && (
            <span id={noteId} className="mt-1 block text-sm font-normal text-slate-200">
              {table.note}
            </span>
          )}
        </caption>
        <thead className="bg-ice-100 text-navy-900">
          <tr>
            {table.columns.map((column) => (
              <th key={column.key} scope="col" className="px-4 py-2.5 font-semibold whitespace-nowrap">
                {column.name}
                {column.unit && <span className="font-normal text-slate-600"> {column.unit}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-100 odd:bg-white even:bg-slate-50">
              <th scope="row" className="px-4 py-2.5 font-semibold whitespace-nowrap text-navy-900">
                {row.heading}
              </th>
              {row.cells.map((cell, index) => (
                <td key={table.columns[index + 1]?.key ?? index} className="px-4 py-2.5 text-slate-700">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
