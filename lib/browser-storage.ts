import { readLimitedText } from './http/limited-body'

/**
 * The keys of what the shop keeps in the browser's storage. Apart from the schemas that read them,
 * so the code that only moves the raw text (every page's cart badge) ships no validation library.
 */
export const STORAGE_KEYS = {
  cart: 'hockey-kit-shop:cart:v1',
  savedTeams: 'hockey-kit-shop:saved-teams:v1',
} as const

/** The stored text, or null when there is none or storage is unavailable (private mode, blocked). */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Stores text and says whether it was kept; a full or blocked storage loses it quietly (the page keeps its copy). */
export function writeStorage(key: string, value: string | null): boolean {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
    return true
  } catch {
    return false
  }
}

/**
 * Reads a list the server keeps for signed-in shoppers and the browser keeps for everyone else:
 * the browser's copy is sent along so the server can check it (the schema lives only there).
 */
export async function fetchWithBrowserCopy<T>(url: string, field: string, key: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ [field]: readStorage(key) }),
  })
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return (await response.json()) as T
}

/**
 * The most a browser's copy may weigh: a full cart of 50 lines, each with a 100-player roster, is
 * well under it.
 */
export const MAX_BROWSER_COPY_BYTES = 1_000_000

/**
 * What fetchWithBrowserCopy sent, read back by the route on the server: the stored text, or null
 * when there is none. `tooLarge` for a body over MAX_BROWSER_COPY_BYTES, refused before it is read
 * whole or parsed.
 */
export async function browserCopyFrom(request: Request, field: string): Promise<{ tooLarge: true } | { tooLarge: false; copy: string | null }> {
  const text = await readLimitedText(request, MAX_BROWSER_COPY_BYTES)
  if (text === null) return { tooLarge: true }
  let body: unknown = null
  try {
    body = JSON.parse(text)
  } catch {
    return { tooLarge: false, copy: null }
  }
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : null
  return { tooLarge: false, copy: typeof value === 'string' ? value : null }
}

/** The answer to a body over the limit. */
export const payloadTooLarge = () => Response.json({ message: 'This request is too large.' }, { status: 413, headers: { 'Cache-Control': 'no-store' } })
