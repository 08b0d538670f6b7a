import Link from 'next/link'
import { inputClass, labelClass, secondaryButtonClass } from '@/components/ui/form-classes'
import { listMyStores } from '@/lib/commerce/team-stores'
import { STORE_STATUS_LABELS } from '@/lib/team-stores/statuses'
import { getOrderWizards } from '@/lib/content'
import { BackendError, reportBackendError } from '@/lib/errors/backend'
import { formatClosingDay } from '@/lib/team-stores/rules'
import { routes } from '@/lib/routes'
import { hasExpressPrice } from '@/lib/pricing/express'
import { listOf } from '@/lib/format/text'

/** The signed-in manager's team stores, each leading to its board, and a way to open one for a product. */
export async function MyStores() {
  let stores
  try {
    stores = await listMyStores()
  } catch (error) {
    if (!(error instanceof BackendError)) throw error
    return <p role="alert" className="text-red-700">{reportBackendError(error).message}</p>
  }
  const products = (await getOrderWizards()).products.filter(hasExpressPrice)
  return (
    <div className="space-y-5">
      {stores.length === 0 ? (
        <p className="text-slate-600">Let each player order and pay for their own kit: open a team store and share its link.</p>
      ) : (
        <ul className="space-y-3">
          {stores.map((store) => (
            <li key={store.id} className="rounded-lg p-4 ring-1 ring-slate-200">
              <Link href={routes.teamStoreBoard(store.id)} className="font-semibold text-sky-700 underline">
                {store.teamName}: {listOf(store.products)}
              </Link>{' '}
              <span className="font-mono text-sm">{store.reference}</span>
              <p className="text-sm text-slate-600">
                {store.status === 'open' ? `Closes at the end of ${formatClosingDay(store.closesAt)}` : STORE_STATUS_LABELS[store.status]}
              </p>
            </li>
          ))}
        </ul>
      )}
      {/* A plain GET form: it works before (and without) any script. */}
      <form action={routes.openTeamStore('').split('?')[0]} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-72">
          <label htmlFor="new-store-product" className={labelClass}>
            Product
          </label>
          <select id="new-store-product" name="product" className={inputClass}>
            {products.map((product) => (
              <option key={product.slug} value={product.slug}>
                {product.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={secondaryButtonClass}>
          Open a team store
        </button>
      </form>
    </div>
  )
}
