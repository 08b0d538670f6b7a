import Link from 'next/link'
import { PrintButton } from '@/components/admin/PrintButton'
import { linkClass } from '@/components/admin/DetailParts'
import { AddressLines } from '@/components/orders/AddressLines'
import { ShipmentLine } from '@/components/orders/ShipmentLine'
import type { StoreBoard } from '@/lib/commerce/team-stores'
import { countOf } from '@/lib/format/text'
import { routes } from '@/lib/routes'
import { itemName, takenItems } from '@/lib/team-stores/items'
import { hasParcel } from '@/lib/team-stores/parcels'

/**
 * A store's packing slips, one a page when printed: for each paid player by number, where the
 * parcel goes and what goes in it (each item in its size, with the order it was made in), so the
 * packer fills and labels each parcel from its own slip.
 */
export function PackingSlips({ store }: { store: StoreBoard }) {
  const parcels = store.entries.filter(hasParcel)
  const orderOf = (itemId: string, option: string) => store.orders.find((order) => order.itemId === itemId && order.option === option)?.reference ?? '—'
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-navy-950 pb-4 print:hidden">
        <div>
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Packing slips · Team store</p>
          <h1 className="font-display text-3xl font-bold tracking-wide text-navy-950 uppercase">
            {store.teamName} <span className="font-mono text-2xl">{store.reference}</span>
          </h1>
          <p className="mt-1 text-lg text-navy-900">{countOf(parcels.length, 'parcel')}, one for each paid player, by number</p>
        </div>
        <div className="flex flex-col items-end gap-2">
          <PrintButton>Print the slips</PrintButton>
          <Link href={routes.adminOrder('store', store.id)} className={linkClass}>
            Back to the store
          </Link>
        </div>
      </header>
      {parcels.length === 0 && <p className="text-slate-700">No player has paid, so there is no parcel to pack.</p>}
      {parcels.map((entry) => (
        <article
          key={entry.id}
          aria-label={`Packing slip of #${entry.player.number} ${entry.player.name}`}
          className="break-inside-avoid space-y-4 bg-white p-6 ring-1 ring-slate-200 print:break-after-page print:p-0 print:ring-0"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Ship to</h2>
              <div className="mt-1 text-lg text-navy-950">{entry.delivery ? <AddressLines address={entry.delivery} /> : <p>No address given: ask the shop’s staff.</p>}</div>
            </div>
            <div>
              <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Player</h2>
              <p className="mt-1 font-display text-2xl font-bold text-navy-950 uppercase">
                #{entry.player.number} {entry.player.name}
              </p>
              <p className="text-slate-700">
                {store.teamName} · team store <span className="font-mono">{store.reference}</span>
              </p>
            </div>
          </div>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">What goes in the parcel of #{entry.player.number}</caption>
            <thead className="border-b border-slate-300 text-slate-600">
              <tr>
                <th scope="col" className="py-1.5 pr-4">
                  Item
                </th>
                <th scope="col" className="py-1.5 pr-4">
                  Size
                </th>
                <th scope="col" className="py-1.5 pr-4">
                  Order
                </th>
                <th scope="col" className="py-1.5">
                  Packed
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {takenItems(store.items, entry.lines).map(({ item, size, option }) => (
                <tr key={item.id}>
                  <td className="py-1.5 pr-4 font-semibold text-navy-950">{itemName(item, option)}</td>
                  <td className="py-1.5 pr-4">{size || '—'}</td>
                  <td className="py-1.5 pr-4 font-mono whitespace-nowrap">{orderOf(item.id, option?.key ?? '')}</td>
                  <td className="py-1.5" aria-hidden="true">
                    ☐
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {entry.parcel && (
            <div className="text-sm text-slate-700">
              <ShipmentLine shipment={entry.parcel} reference={`#${entry.player.number}`} />
            </div>
          )}
        </article>
      ))}
    </div>
  )
}
