import { requestForDownload } from '@/lib/commerce/staff/downloads'
import { fileResponse } from '@/lib/http/file-response'
import { rosterCsv } from '@/lib/roster/export'

/** A quote request's or express order's roster as CSV, for staff only. */
export async function GET(request: Request) {
  const detail = await requestForDownload(new URL(request.url).searchParams)
  return fileResponse(detail && { body: rosterCsv(detail.roster), contentType: 'text/csv; charset=utf-8', filename: `roster-${detail.reference}.csv` })
}
