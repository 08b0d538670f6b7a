import 'server-only'
import { cacheLife } from 'next/cache'

/** The current year for copyright lines; cached for a day so pages stay static. */
export async function currentYear(): Promise<number> {
  'use cache'
  cacheLife('days')
  return new Date().getFullYear()
}
