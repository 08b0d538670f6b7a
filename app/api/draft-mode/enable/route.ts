import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { checkPreviewLink } from '@/lib/content/preview'
import { limitRefusal } from '@/lib/security/rate-limit'

/**
 * Turns preview on for this browser from a link the Studio's Presentation tool made: its secret is
 * checked against the content backend, then the page asked for opens with drafts and a banner.
 * (next-sanity's defineEnableDraftMode does the same check with a hosted client only.)
 */
export async function GET(request: Request) {
  const refused = await limitRefusal('previewLinksByIp', { ip: true })
  if (refused) return new Response(refused, { status: 429, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  const checked = await checkPreviewLink(request.url)
  if (!checked.ok) return new Response(checked.message, { status: 401, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  ;(await draftMode()).enable()
  redirect(checked.redirectTo)
}
