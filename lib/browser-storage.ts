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

/** Stores text; a full or blocked storage loses it quietly, since the server copy is what counts. */
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch {
    // Nothing to do: the visitor keeps the cart for this page view.
  }
}
