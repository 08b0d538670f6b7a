'use client'

import Link from 'next/link'
import { lazy, Suspense, useId, useState } from 'react'
import { defaultVariant } from '@/lib/cart/default-variant'
import { clampQuantity, MIN_LINE_QUANTITY } from '@/lib/pricing/quantity'
import { formatMoney } from '@/lib/format/money'
import { resetCustomization, type Customization } from '@/lib/teams/customization'
import { routes } from '@/lib/routes'
import { inputClass, labelClass } from '@/components/ui/form-classes'
import { useCart } from './CartProvider'
import type { TeamKitOptions } from './TeamCustomization'
import { QuantityInput } from './QuantityInput'

export type AddToCartProduct = {
  slug: string
  name: string
  image: string | null
  options: { key: string; name: string; priceCents: number }[]
  sizes: string[]
  variants: { key: string; name: string; colorCode: string; inStock: boolean }[]
} & TeamKitOptions

// The team customisation panel (its fields, players and saved teams) loads once a shopper reaches for
// it (a pointer over it, or focus), and shows once it is opened: most add a jersey without it.
const loadTeamCustomization = () => import('./TeamCustomization')
const TeamCustomization = lazy(() => loadTeamCustomization().then((module) => ({ default: module.TeamCustomization })))

/**
 * "Add to cart" with the product's choices and the team kit. Prices shown here are the
 * list prices; the cart and the checkout price every line on the server.
 */
export function AddToCart({ product }: { product: AddToCartProduct }) {
  const id = useId()
  const { change, busy } = useCart()
  const [optionKey, setOptionKey] = useState(product.options[0]?.key ?? null)
  const [variantKey, setVariantKey] = useState(defaultVariant(product.variants)?.key ?? null)
  // The customization's defaults, size M included; a product sold without sizes (bags) has none.
  const [customization, setCustomization] = useState<Customization>(() => {
    const defaults = resetCustomization()
    return product.sizes.length ? defaults : { ...defaults, size: '' }
  })
  const [quantity, setQuantity] = useState(MIN_LINE_QUANTITY)
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const [panelOpen, setPanelOpen] = useState(false)
  const customizable = product.allowTeamName || product.allowCustomColors || product.allowPlayerName || product.allowPlayerNumber

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const option = product.options.find((candidate) => candidate.key === optionKey) ?? null
    const variant = product.variants.find((candidate) => candidate.key === variantKey) ?? null
    const snapshot = await change({
      type: 'add',
      line: {
        productSlug: product.slug,
        name: product.name,
        optionKey: option?.key ?? null,
        optionName: option?.name ?? null,
        size: customization.size || null,
        variantKey: variant?.key ?? null,
        variantName: variant?.name ?? null,
        colorCode: variant?.colorCode ?? null,
        image: product.image,
        quantity,
        customization,
      },
    })
    setResult(snapshot.error ? { ok: false, text: snapshot.error } : { ok: true, text: `Added ${quantity} × ${product.name} to your cart.` })
  }

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-5 rounded-xl border border-slate-200 bg-ice-50 p-5">
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-navy-900 uppercase">
        Add to cart
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {product.options.length > 0 && (
          <div className="sm:col-span-2">
            <label htmlFor={`${id}-option`} className={labelClass}>
              Option
            </label>
            {/* An <option> holds text only: the formatter itself rather than <Price>. */}
            <select id={`${id}-option`} value={optionKey ?? ''} onChange={(event) => setOptionKey(event.target.value)} className={inputClass}>
              {product.options.map((option) => (
                <option key={option.key} value={option.key}>
                  {option.name} — {formatMoney(option.priceCents)}
                </option>
              ))}
            </select>
          </div>
        )}
        {product.sizes.length > 0 && (
          <div>
            <label htmlFor={`${id}-size`} className={labelClass}>
              Size
            </label>
            <select id={`${id}-size`} value={customization.size} onChange={(event) => setCustomization((current) => ({ ...current, size: event.target.value }))} className={inputClass}>
              {product.sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor={`${id}-quantity`} className={labelClass}>
            Quantity
          </label>
          <QuantityInput
            id={`${id}-quantity`}
            required
            value={quantity}
            onChange={(event) => setQuantity(clampQuantity(Number(event.target.value)))}
            className={inputClass}
          />
        </div>
      </div>

      {product.variants.length > 0 && (
        <fieldset>
          <legend className={labelClass}>Colour</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {product.variants.map((variant) => (
              <label
                key={variant.key}
                className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm has-checked:border-navy-800 has-checked:ring-2 has-checked:ring-navy-800 has-disabled:cursor-not-allowed has-disabled:opacity-50 has-focus-visible:ring-2 has-focus-visible:ring-sky-500"
              >
                <input
                  type="radio"
                  name={`${id}-variant`}
                  value={variant.key}
                  checked={variantKey === variant.key}
                  disabled={!variant.inStock}
                  onChange={() => setVariantKey(variant.key)}
                  className="sr-only"
                />
                <span aria-hidden="true" className="size-4 rounded-full border border-slate-400" style={{ backgroundColor: variant.colorCode }} />
                {variant.name}
                {!variant.inStock && <span className="text-xs">(out of stock)</span>}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {customizable && (
        <details onToggle={(event) => setPanelOpen(event.currentTarget.open)} className="rounded-lg border border-slate-200 bg-white p-4">
          <summary onPointerEnter={loadTeamCustomization} onFocus={loadTeamCustomization} className="cursor-pointer font-semibold text-navy-900">
            Team customisation
          </summary>
          {panelOpen && (
            <Suspense fallback={<p className="mt-4 text-sm text-slate-600">Loading…</p>}>
              <TeamCustomization id={id} product={product} customization={customization} onChange={setCustomization} />
            </Suspense>
          )}
        </details>
      )}

      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={busy}
          className="font-display rounded-md bg-sky-500 px-6 py-3 font-semibold tracking-wider text-navy-950 uppercase transition-colors hover:bg-sky-600 disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? 'Adding…' : 'Add to cart'}
        </button>
        <p role="status" className={result?.ok === false ? 'text-sm text-red-700' : 'text-sm text-slate-700'}>
          {result?.text}
          {result?.ok && (
            <>
              {' '}
              <Link href={routes.cart} className="font-semibold text-sky-700 underline">
                View cart
              </Link>
            </>
          )}
        </p>
      </div>
    </form>
  )
}
