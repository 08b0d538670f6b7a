/**
 * Small builders for seed documents, so the content files read like content.
 * Array keys are added by build.ts; nothing here needs to invent ids.
 */

export type SeedDocument = { _id: string; _type: string; [field: string]: unknown }

/** An image field. `_sanityAsset` is Sanity's import format: `sanity dataset import` uploads the file. */
export function img(file: string, alt: string) {
  return { _type: 'accessibleImage', alt, _sanityAsset: `image@file://./../../public/images/${file}` }
}

export function ref(id: string) {
  return { _type: 'reference', _ref: id }
}

export function link(label: string, href: string) {
  return { _type: 'link', label, href }
}

export function card(title: string, text: string, extra: { image?: ReturnType<typeof img>; link?: ReturnType<typeof link> } = {}) {
  return { _type: 'card', title, text, ...extra }
}

export function faq(question: string, answer: string) {
  return { _type: 'faq', question, answer }
}

export function tier(minQuantity: number, maxQuantity: number | undefined, price: number) {
  return { _type: 'pricingTier', minQuantity, ...(maxQuantity === undefined ? {} : { maxQuantity }), price }
}

export function table(title: string, columns: string[], rows: string[][], note?: string) {
  return {
    _type: 'textTable',
    title,
    ...(note ? { note } : {}),
    columns,
    rows: rows.map((cells) => ({ _type: 'textRow', cells })),
  }
}

/** Portable Text paragraphs. */
export function paragraphs(...texts: string[]) {
  return texts.map((text) => ({
    _type: 'block',
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', text, marks: [] }],
  }))
}

export function slug(current: string) {
  return { _type: 'slug', current }
}
