/** The class names of every form's parts, for the fields and buttons a form lays out itself. */

/** Text inputs and selects of every form: a red border when the field is marked invalid. */
export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-sky-600 focus:ring-2 focus:ring-sky-500/40 focus:outline-none aria-[invalid=true]:border-red-600'

/** A field's label. */
export const labelClass = 'block text-sm font-semibold text-navy-900'

const buttonBase =
  'font-display inline-flex items-center justify-center rounded-md px-6 py-3 font-semibold tracking-wider uppercase transition-colors disabled:cursor-wait disabled:opacity-70'

/** The one main action of a form (Sign in, Save, Place order). */
export const primaryButtonClass = `${buttonBase} bg-navy-800 text-white hover:bg-navy-700`

/** A lesser action beside it (Sign out, Cancel). */
export const secondaryButtonClass = `${buttonBase} border-2 border-navy-800 text-navy-800 hover:bg-ice-100`
