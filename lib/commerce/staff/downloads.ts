import 'server-only'
import { isStaffRole } from '@/lib/admin/team-roles'
import { requestRefOf } from '@/lib/orders/request-ref'
import { getProfile } from '@/lib/commerce/account'
import { readLogo } from '@/lib/commerce/logos'
import type { StoredFile } from '@/lib/commerce/private-files'
import { getWizardRequestForStaff, type WizardRequestDetail } from './wizard-requests'

/**
 * The quote request or express order a download beside its page names (`?kind=…&id=…`), read with
 * the staff member's own session. Anyone but staff, or an unknown request, gets null, which the
 * route answers with a plain 404 (the proxy and the database check too).
 */
export async function requestForDownload(query: URLSearchParams): Promise<WizardRequestDetail | null> {
  const wanted = requestRefOf(query.get('kind'), query.get('id'))
  const profile = await getProfile()
  if (!profile || !isStaffRole(profile.role) || !wanted) return null
  return getWizardRequestForStaff(wanted.kind, wanted.id)
}

/** The request's logo as a file named after its reference, or null when it has none. */
export const requestLogo = ({ logo, reference }: WizardRequestDetail): Promise<StoredFile> | null => (logo.path ? readLogo(logo.path, reference) : null)
