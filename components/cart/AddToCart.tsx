'use client'

import Link from 'next/link'
import { useId, useState } from 'react'
import { defaultVariant } from '@/lib/cart/default-variant'
import { clampQuantity, MIN_LINE_QUANTITY } from '@/lib/pricing/quantity'
import { formatMoney } from '@/lib/format/money'
import { emptyPlayer } from '@/lib/roster/player'
import { addPlayer, loadTeam, removePlayer, resetCustomization, updatePlayer, type Customization } from '@/lib/teams/customization'
import { SavedTeamsPicker } from '@/components/teams/SavedTeamsPicker'
import { routes } from '@/lib/routes'
import { useCart } from './CartProvider'
import { QuantityInput } from './QuantityInput'

export type AddToCartProduct = {
  slug: string
  name: string
  image: string | null
  options: { key: string; name: string; priceCents: number }[]
  sizes: string[]
  variants: { key: string; name: string; colorCode: string; inStock: boolean }[]
  allowTeamName: boolean
  allowPlayerName: boolean
  allowPlayerNumber: boolean
  allowCustomColors: boolean
}

const field =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-sky-600 focus:ring-2 focus:ring-sky-500/40 focus:outline-none'
const label = 'block text-sm font-semibold text-navy-900'


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
  // Saved teams are fetched only once the shopper opens the customisation panel.
  const [panelOpen, setPanelOpen] = useState(false)
  const set = (patch: Partial<Customization>) => setCustomization((current) => ({ ...current, ...patch }))
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
            <label htmlFor={`${id}-option`} className={label}>
              Option
            </label>
            {/* An <option> holds text only: the formatter itself rather than <Price>. */}
            <select id={`${id}-option`} value={optionKey ?? ''} onChange={(event) => setOptionKey(event.target.value)} className={field}>
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
            <label htmlFor={`${id}-size`} className={label}>
              Size
            </label>
            <select id={`${id}-size`} value={customization.size} onChange={(event) => set({ size: event.target.value })} className={field}>
              {product.sizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor={`${id}-quantity`} className={label}>
            Quantity
          </label>
          <QuantityInput
            id={`${id}-quantity`}
            required
            value={quantity}
            onChange={(event) => setQuantity(clampQuantity(Number(event.target.value)))}
            className={field}
          />
        </div>
      </div>

      {product.variants.length > 0 && (
        <fieldset>
          <legend className={label}>Colour</legend>
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
          <summary className="cursor-pointer font-semibold text-navy-900">Team customisation</summary>
          <div className="mt-4 space-y-4">
            {panelOpen && product.allowTeamName && (
              <SavedTeamsPicker customization={customization} onLoad={(team) => setCustomization((current) => loadTeam(current, team))} />
            )}
            {product.allowTeamName && (
              <div>
                <label htmlFor={`${id}-team`} className={label}>
                  Team name
                </label>
                <input id={`${id}-team`} maxLength={60} value={customization.teamName} onChange={(event) => set({ teamName: event.target.value })} className={field} />
              </div>
            )}
            {product.allowCustomColors && (
              <div className="grid grid-cols-2 gap-4">
                <div>
                  <label htmlFor={`${id}-primary`} className={label}>
                    Primary colour
                  </label>
                  <input id={`${id}-primary`} type="color" value={customization.primaryColor} onChange={(event) => set({ primaryColor: event.target.value.toUpperCase() })} className="mt-1 h-10 w-full cursor-pointer rounded-md border border-slate-300" />
                </div>
                <div>
                  <label htmlFor={`${id}-secondary`} className={label}>
                    Secondary colour
                  </label>
                  <input id={`${id}-secondary`} type="color" value={customization.secondaryColor} onChange={(event) => set({ secondaryColor: event.target.value.toUpperCase() })} className="mt-1 h-10 w-full cursor-pointer rounded-md border border-slate-300" />
                </div>
              </div>
            )}
            {(product.allowPlayerName || product.allowPlayerNumber) && (
              <fieldset>
                <legend className={label}>Players</legend>
                <ul className="mt-2 space-y-2">
                  {customization.players.map((player, index) => (
                    <li key={index} className="flex items-end gap-2">
                      {product.allowPlayerName && (
                        <div className="flex-1">
                          <label htmlFor={`${id}-player-${index}-name`} className="text-xs text-slate-600">
                            Player {index + 1} name
                          </label>
                          <input id={`${id}-player-${index}-name`} maxLength={40} value={player.name} onChange={(event) => setCustomization((current) => updatePlayer(current, index, { name: event.target.value }))} className={field} />
                        </div>
                      )}
                      {product.allowPlayerNumber && (
                        <div className="w-20">
                          <label htmlFor={`${id}-player-${index}-number`} className="text-xs text-slate-600">
                            Number
                          </label>
                          <input
                            id={`${id}-player-${index}-number`}
                            inputMode="numeric"
                            pattern="[0-9]{0,3}"
                            maxLength={3}
                            value={player.number}
                            onChange={(event) => setCustomization((current) => updatePlayer(current, index, { number: event.target.value.replace(/\D/g, '') }))}
                            className={field}
                          />
                        </div>
                      )}
                      <button type="button" onClick={() => setCustomization((current) => removePlayer(current, index))} className="mb-0.5 rounded-md px-2 py-2 text-sm text-red-700 hover:bg-red-50">
                        Remove<span className="sr-only"> player {index + 1}</span>
                      </button>
                    </li>
                  ))}
                </ul>
                <button type="button" onClick={() => setCustomization((current) => addPlayer(current, emptyPlayer()))} className="mt-2 text-sm font-semibold text-sky-700 hover:underline">
                  + Add player
                </button>
              </fieldset>
            )}
            <div>
              <label htmlFor={`${id}-logo`} className={label}>
                Logo address <span className="font-normal text-slate-500">(optional, https://…)</span>
              </label>
              <input id={`${id}-logo`} type="url" value={customization.logoUrl ?? ''} onChange={(event) => set({ logoUrl: event.target.value.trim() || null })} className={field} />
            </div>
            <div>
              <label htmlFor={`${id}-notes`} className={label}>
                Notes
              </label>
              <textarea id={`${id}-notes`} rows={3} maxLength={1000} value={customization.notes} onChange={(event) => set({ notes: event.target.value })} className={field} />
            </div>
          </div>
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
