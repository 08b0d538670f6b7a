import { isStaffRole } from '@/lib/admin/access'
import { getWizardRequestForStaff, wizardRequestOf } from '@/lib/admin/order-detail'
import { getProfile } from '@/lib/commerce/account'
import { rosterCsv } from '@/lib/roster/export'

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })

/** A quote request's or express order's roster as CSV, for staff only (the proxy and the database check too). */
export async function GET(request: Request) {
  const search = new URL(request.url).searchParams
  const wanted = wizardRequestOf(search.get('kind') ?? undefined, search.get('id') ?? undefined)
  const profile = await getProfile()
  if (!profile || !isStaffRole(profile.role) || !wanted) return notFound()
  const detail = await getWizardRequestForStaff(wanted.kind, wanted.id)
  if (!detail) return notFound()
  return new Response(rosterCsv(detail.roster), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="roster-${detail.reference}.csv"`,
      'cache-control': 'private, no-store',
    },
  })
}
