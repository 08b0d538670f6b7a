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
