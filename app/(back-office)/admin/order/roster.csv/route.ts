import { wizardRequestDownload } from '@/lib/commerce/staff/downloads'
import { fileResponse } from '@/lib/http/file-response'
import { rosterCsv } from '@/lib/roster/export'

/** A quote request's or express order's roster as CSV, for staff only. */
export const GET = (request: Request) =>
  wizardRequestDownload(request, (detail) => fileResponse(rosterCsv(detail.roster), 'text/csv; charset=utf-8', `roster-${detail.reference}.csv`))
