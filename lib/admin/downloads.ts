import 'server-only'
import { getProfile } from '@/lib/commerce/account'
import { logoFile } from '@/lib/commerce/logos'
import { fileNotFound } from '@/lib/http/file-response'
import { isStaffRole } from './access'
import { requestRefOf } from '@/lib/orders/request-ref'
import { getWizardRequestForStaff, type WizardRequestDetail } from './order-detail'

/**
 * A download beside a quote request's or express order's page (`?kind=…&id=…`): the request read
 * with the staff member's own session, made into a file by `file`. Anyone but staff, an unknown
 * request, or one with nothing to download gets a plain 404 (the proxy and the database check too).
 */
export async function wizardRequestDownload(request: Request, file: (detail: WizardRequestDetail) => Promise<Response | null> | Response | null): Promise<Response> {
  const search = new URL(request.url).searchParams
  const wanted = requestRefOf(search.get('kind'), search.get('id'))
  const profile = await getProfile()
  if (!profile || !isStaffRole(profile.role) || !wanted) return fileNotFound()
  const detail = await getWizardRequestForStaff(wanted.kind, wanted.id)
  return (detail && (await file(detail))) ?? fileNotFound()
}

/** The request's logo as a file named after its reference, or null when it has none. */
export const requestLogoFile = ({ logo, reference }: WizardRequestDetail): Promise<Response> | null => (logo.path ? logoFile(logo.path, reference) : null)
