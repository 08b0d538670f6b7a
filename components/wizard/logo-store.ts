// The logo a team chose for a draft, kept in the browser's IndexedDB beside the draft (local storage
// holds text only, and too little for a 5 MB file), so a reload does not lose it. Every call fails
// quietly: without the database (private mode, blocked) the logo lasts as long as the page.

type StoredLogo = { name: string; type: string; data: Blob }

function database(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('hockey-kit-shop', 1)
    request.onupgradeneeded = () => request.result.createObjectStore('logos')
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function run<T>(mode: IDBTransactionMode, act: (logos: IDBObjectStore) => IDBRequest): Promise<T | undefined> {
  try {
    const db = await database()
    return await new Promise<T>((resolve, reject) => {
      const request = act(db.transaction('logos', mode).objectStore('logos'))
      request.onsuccess = () => resolve(request.result as T)
      request.onerror = () => reject(request.error)
    }).finally(() => db.close())
  } catch {
    return undefined
  }
}

/** Keeps `file` as the logo of the draft under `key`, or forgets it (null). */
export async function keepLogo(key: string, file: File | null): Promise<void> {
  await run('readwrite', (logos) => (file ? logos.put({ name: file.name, type: file.type, data: file } satisfies StoredLogo, key) : logos.delete(key)))
}

/** The logo kept for the draft under `key`, if any. */
export async function keptLogo(key: string): Promise<File | null> {
  const stored = (await run<StoredLogo | undefined>('readonly', (logos) => logos.get(key))) ?? null
  return stored && stored.data instanceof Blob ? new File([stored.data], stored.name, { type: stored.type }) : null
}
