import { parseBlanksFilters } from '@/lib/admin/blanks-filters'
import { isStaffRole } from '@/lib/admin/team-roles'
import { getProfile } from '@/lib/commerce/account'
import { listOrdersToMake } from '@/lib/commerce/staff/blanks'
import { fileResponse } from '@/lib/http/file-response'
import { blanksCsv, blanksToBuy } from '@/lib/roster/blanks'

/** The blanks to buy as CSV, for the same filters as the page; staff only (anyone else gets a plain 404). */
export async function GET(request: Request) {
  const profile = await getProfile()
  if (!profile || !isStaffRole(profile.role)) return fileResponse(null)
  const filters = parseBlanksFilters(Object.fromEntries(new URL(request.url).searchParams))
  const body = blanksCsv(blanksToBuy(await listOrdersToMake(filters)))
  return fileResponse({ body, contentType: 'text/csv; charset=utf-8', filename: `blanks-${filters.scope}${filters.from ? `-from-${filters.from}` : ''}${filters.to ? `-to-${filters.to}` : ''}.csv` })
}
