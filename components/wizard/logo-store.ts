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

/**
 * Runs one request and answers once its transaction has committed: a request's own success comes
 * before the commit, and a reload in between would lose the write. Undefined when the database failed.
 */
async function run<T>(mode: IDBTransactionMode, act: (logos: IDBObjectStore) => IDBRequest): Promise<{ result: T } | undefined> {
  try {
    const db = await database()
    return await new Promise<{ result: T }>((resolve, reject) => {
      const transaction = db.transaction('logos', mode)
      const request = act(transaction.objectStore('logos'))
      transaction.oncomplete = () => resolve({ result: request.result as T })
      transaction.onerror = transaction.onabort = () => reject(transaction.error ?? request.error)
    }).finally(() => db.close())
  } catch {
    return undefined
  }
}

/** Keeps `file` as the logo of the draft under `key`, or forgets it (null); true once it is on disk. */
export async function keepLogo(key: string, file: File | null): Promise<boolean> {
  const done = await run('readwrite', (logos) => (file ? logos.put({ name: file.name, type: file.type, data: file } satisfies StoredLogo, key) : logos.delete(key)))
  return done !== undefined
}

/** The logo kept for the draft under `key`, if any. */
export async function keptLogo(key: string): Promise<File | null> {
  const stored = (await run<StoredLogo | undefined>('readonly', (logos) => logos.get(key)))?.result ?? null
  return stored && stored.data instanceof Blob ? new File([stored.data], stored.name, { type: stored.type }) : null
}
