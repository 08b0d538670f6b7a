import { Price } from '@/components/ui/Price'
import { lineCents, type PricedQuote } from '@/lib/orders/quote'
import { formatDayOf } from '@/lib/format/dates'

/** A priced quote, as the customer and staff read it: each line, the rush fee, the total and the deposit that starts the order. */
export function QuoteSummary({ quote, caption }: { quote: PricedQuote; caption: string }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-navy-800">
        {caption} <span className="font-normal text-slate-600">(priced {formatDayOf(quote.quotedAt)})</span>
      </caption>
      <thead className="border-b border-slate-200 text-slate-600">
        <tr>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Item
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-semibold">
            Quantity
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-semibold">
            Each
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line, index) => (
          <tr key={index} className="border-b border-slate-100">
            <td className="py-1 pr-3">{line.description}</td>
            <td className="py-1 pr-3 text-right">{line.quantity.toLocaleString('en-US')}</td>
            <td className="py-1 pr-3 text-right">
              <Price cents={line.unitPriceCents} />
            </td>
            <td className="py-1 text-right">
              <Price cents={lineCents(line)} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {quote.rushFeeCents > 0 && (
          <tr>
            <th scope="row" colSpan={3} className="py-1 pr-3 text-right font-normal">
              Rush fee
            </th>
            <td className="py-1 text-right">
              <Price cents={quote.rushFeeCents} />
            </td>
          </tr>
        )}
        {quote.rosterAdjustmentCents !== 0 && (
          <tr>
            <th scope="row" colSpan={3} className="py-1 pr-3 text-right font-normal">
              Roster changes
            </th>
            <td className="py-1 text-right">
              {quote.rosterAdjustmentCents < 0 && '−'}
              <Price cents={Math.abs(quote.rosterAdjustmentCents)} />
            </td>
          </tr>
        )}
        <tr className="font-semibold text-navy-900">
          <th scope="row" colSpan={3} className="py-1 pr-3 text-right">
            Total
          </th>
          <td className="py-1 text-right">
            <Price cents={quote.totalCents} />
          </td>
        </tr>
        <tr>
          <th scope="row" colSpan={3} className="py-1 pr-3 text-right font-normal">
            Deposit to start the order
          </th>
          <td className="py-1 text-right">
            <Price cents={quote.depositCents} />
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
