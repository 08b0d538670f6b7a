import path from 'node:path'

/**
 * The files of a store, in its folder: the documents now, and every transaction since the seed.
 * Apart from the store (./store) so that the site's server, which reads the documents file, never
 * loads the lake's write engine.
 */
export const storeFiles = (dir: string) => ({ documents: path.join(dir, 'documents.ndjson'), transactions: path.join(dir, 'transactions.ndjson') })
