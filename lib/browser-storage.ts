import { readLimitedText } from './http/limited-body'

/**
 * The keys of what the shop keeps in the browser's storage. Apart from the schemas that read them,
 * so the code that only moves the raw text (every page's cart badge) ships no validation library.
 */
export const STORAGE_KEYS = {
  cart: 'hockey-kit-shop:cart:v1',
  savedTeams: 'hockey-kit-shop:saved-teams:v1',
} as const

/** Where a text is kept: for good (local), or for the tab's life, across its reloads (session). */
type StorageArea = 'local' | 'session'

const area = (where: StorageArea) => (where === 'local' ? window.localStorage : window.sessionStorage)

/** The stored text, or null when there is none or storage is unavailable (private mode, blocked). */
export function readStorage(key: string, where: StorageArea = 'local'): string | null {
  try {
    return area(where).getItem(key)
  } catch {
    return null
  }
}

/** Stores text and says whether it was kept; a full or blocked storage loses it quietly (the page keeps its copy). */
export function writeStorage(key: string, value: string | null, where: StorageArea = 'local'): boolean {
  try {
    if (value === null) area(where).removeItem(key)
    else area(where).setItem(key, value)
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

const refusal = (message: string, status: number) => ({ ok: false as const, response: Response.json({ message }, { status, headers: { 'Cache-Control': 'no-store' } }) })

/**
 * What fetchWithBrowserCopy sent, read back by the route on the server: the stored text, or null
 * when there is none. Anything else is refused with the answer to give: a body over
 * MAX_BROWSER_COPY_BYTES (413, before it is read whole), one not sent as JSON (415), and JSON that
 * is not `{ [field]: text or null }` (400).
 */
export async function browserCopyFrom(request: Request, field: string): Promise<{ ok: true; copy: string | null } | { ok: false; response: Response }> {
  if (request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() !== 'application/json') return refusal('Send the browser\'s copy as JSON.', 415)
  const text = await readLimitedText(request, MAX_BROWSER_COPY_BYTES)
  if (text === null) return refusal('This request is too large.', 413)
  let body: unknown = null
  try {
    body = JSON.parse(text)
  } catch {
    // Refused below like any body of the wrong shape.
  }
  const value = typeof body === 'object' && body !== null && !Array.isArray(body) ? ((body as Record<string, unknown>)[field] ?? null) : undefined
  return typeof value === 'string' || value === null ? { ok: true, copy: value } : refusal(`The body must be JSON with ${field}: the browser's copy as text, or null.`, 400)
}
