import { safeRedirectPath } from '@/lib/account/forms'

/** A page's query string as Next hands it over. */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>

/** One query value; a repeated parameter counts as absent. */
export const queryValue = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

/** The ?next= path asked for, when it stays on this site: kept on links between sign-in and registration. */
export async function requestedNext(searchParams: SearchParams): Promise<string | undefined> {
  return safeRedirectPath(queryValue((await searchParams).next), '') || undefined
}

/** Where to go after signing in or registering: the ?next= path, else the account. */
export async function nextPath(searchParams: SearchParams): Promise<string> {
  return safeRedirectPath(queryValue((await searchParams).next))
}
