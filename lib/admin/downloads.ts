import 'server-only'
import { getProfile } from '@/lib/commerce/account'
import { readLogo } from '@/lib/commerce/logos'
import { fileNotFound, fileResponse } from '@/lib/http/file-response'
import { KINDS } from '@/lib/uploads/logo'
import { isStaffRole } from './access'
import { getWizardRequestForStaff, wizardRequestOf, type WizardRequestDetail } from './order-detail'

/**
 * A download beside a quote request's or express order's page (`?kind=…&id=…`): the request read
 * with the staff member's own session, made into a file by `file`. Anyone but staff, an unknown
 * request, or one with nothing to download gets a plain 404 (the proxy and the database check too).
 */
export async function wizardRequestDownload(request: Request, file: (detail: WizardRequestDetail) => Promise<Response | null> | Response | null): Promise<Response> {
  const search = new URL(request.url).searchParams
  const wanted = wizardRequestOf(search.get('kind') ?? undefined, search.get('id') ?? undefined)
  const profile = await getProfile()
  if (!profile || !isStaffRole(profile.role) || !wanted) return fileNotFound()
  const detail = await getWizardRequestForStaff(wanted.kind, wanted.id)
  return (detail && (await file(detail))) ?? fileNotFound()
}

/**
 * The request's logo as a file named after its reference, or null when it has none. Storage is the
 * server's only (a short signed link); the type comes from the name it was stored under, which its
 * checked content chose. Should an SVG be opened anyway, it runs sandboxed with nothing to load.
 */
export async function logoFile({ logo, reference }: WizardRequestDetail): Promise<Response | null> {
  if (!logo.path) return null
  const stored = await readLogo(logo.path)
  const extension = logo.path.slice(logo.path.lastIndexOf('.') + 1)
  const kind = Object.values(KINDS).find((candidate) => candidate.extension === extension)
  return fileResponse(stored, kind?.contentType ?? 'application/octet-stream', `logo-${reference}.${kind?.extension ?? 'bin'}`, { styles: true })
}
