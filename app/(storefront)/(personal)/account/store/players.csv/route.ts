import { readStoreBoard } from '@/lib/commerce/team-stores'
import { isUuid } from '@/lib/format/uuid'
import { fileResponse } from '@/lib/http/file-response'
import { storePlayersCsv } from '@/lib/team-stores/export'

/** A team store's players as CSV, for its manager and staff only (Row Level Security reads nobody else's store: a plain 404). */
export async function GET(request: Request) {
  const id = new URL(request.url).searchParams.get('id') ?? ''
  const store = isUuid(id) ? await readStoreBoard(id) : null
  return fileResponse(store && { body: storePlayersCsv(store), contentType: 'text/csv; charset=utf-8', filename: `players-${store.reference}.csv` })
}
