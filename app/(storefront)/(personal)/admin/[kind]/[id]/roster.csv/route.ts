import { isStaffRole } from '@/lib/admin/access'
import { getWizardRequestForStaff } from '@/lib/admin/order-detail'
import { getProfile } from '@/lib/commerce/account'
import { rosterCsv } from '@/lib/roster/export'

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })

/** A quote request's or express order's roster as CSV, for staff only (the proxy and the database check too). */
export async function GET(_request: Request, { params }: RouteContext<'/admin/[kind]/[id]/roster.csv'>) {
  const [{ kind, id }, profile] = await Promise.all([params, getProfile()])
  if (!profile || !isStaffRole(profile.role) || (kind !== 'quote' && kind !== 'express') || !/^[0-9a-f-]{36}$/.test(id)) return notFound()
  const detail = await getWizardRequestForStaff(kind, id)
  if (!detail) return notFound()
  return new Response(rosterCsv(detail.roster), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="roster-${detail.reference}.csv"`,
      'cache-control': 'private, no-store',
    },
  })
}
