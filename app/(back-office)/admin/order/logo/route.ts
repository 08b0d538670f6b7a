import { requestLogoFile, wizardRequestDownload } from '@/lib/commerce/staff/downloads'

/** The logo a team sent with a quote request or express order, for staff only. */
export const GET = (request: Request) => wizardRequestDownload(request, requestLogoFile)
