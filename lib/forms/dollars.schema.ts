import { z } from 'zod'
import { formatMoney } from '@/lib/format/money'

/** An amount typed in dollars ("45", "1,250.50", "$80") as whole cents, at most `maxCents`. */
export const dollarsField = (what: string, maxCents: number) =>
  z
    .string()
    .trim()
    .regex(/^\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/, `Enter ${what} in dollars, such as 45 or 45.50.`)
    .transform((typed) => Math.round(Number(typed.replace(/[$,]/g, '')) * 100))
    .refine((cents) => cents <= maxCents, `${what[0]!.toUpperCase()}${what.slice(1)} can be at most ${formatMoney(maxCents)}.`)

/** An amount up or down ("+45", "-12.50", "45"; blank for none) as signed whole cents, at most `maxCents` either way. */
export const signedDollarsField = (what: string, maxCents: number) =>
  z
    .string()
    .trim()
    .transform((typed) => ({ sign: typed.startsWith('-') || typed.startsWith('−') ? -1 : 1, amount: typed.replace(/^[-+−]\s*/, '') || '0' }))
    .pipe(z.object({ sign: z.number(), amount: dollarsField(what, maxCents) }))
    .transform(({ sign, amount }) => (amount === 0 ? 0 : sign * amount))
