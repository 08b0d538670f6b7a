import { requestForDownload, requestLogo } from '@/lib/commerce/staff/downloads'
import { fileResponse } from '@/lib/http/file-response'

/** The logo a team sent with a quote request or express order, for staff only. Should an SVG be opened, it keeps its styles and runs nothing. */
export async function GET(request: Request) {
  const detail = await requestForDownload(new URL(request.url).searchParams)
  return fileResponse(detail && (await requestLogo(detail)), { styles: true })
}
