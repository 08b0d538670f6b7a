import { revalidateTag } from 'next/cache'
import { NextResponse, type NextRequest } from 'next/server'
import { z } from 'zod'
import { lakeWebhookSecret } from '@/lib/content/local-lake'
import { checkWebhook, WEBHOOK_SIGNATURE_HEADER } from '@/lib/content/webhook'
import { readLimitedText } from '@/lib/http/limited-body'
import { isSanityConfigured } from '@/lib/content/sanity-env'

/**
 * Sanity answers queries from replicas; a publish reaches them within a few seconds, as
 * next-sanity's parseBody allows for. The local content lake has written its file before it calls.
 */
const settleMs = () => (isSanityConfigured ? 3000 : 0)

/** The shared secret: the hosted project's webhook secret, or the local content lake's own. */
async function webhookSecret(): Promise<string | undefined> {
  return process.env.SANITY_REVALIDATE_SECRET || lakeWebhookSecret()
}
/** A `{_type}` projection is a few dozen bytes. */
const MAX_BODY_BYTES = 16 * 1024

const webhookBody = z.object({ _type: z.string().min(1).max(100) })

/**
 * Sanity's publish webhook (projection `{_type}`, secret SANITY_REVALIDATE_SECRET), or the local
 * content lake's (studio/local-lake/notify-site.ts): every content query is cached under the
 * document types it reads, so a publish refreshes exactly those pages.
 * Without a secret it refuses every call like a bad signature, and says why in the server's log only.
 */
export async function POST(request: NextRequest) {
  const secret = await webhookSecret()
  if (!secret) {
    console.error('The content webhook was called, but SANITY_REVALIDATE_SECRET is not set: nothing is refreshed.')
    return NextResponse.json({ message: 'Invalid signature' }, { status: 401 })
  }
  const payload = await readLimitedText(request, MAX_BODY_BYTES)
  if (payload === null) return NextResponse.json({ message: 'Too large' }, { status: 413 })
  const checked = checkWebhook(payload, request.headers.get(WEBHOOK_SIGNATURE_HEADER), secret)
  if (!checked.ok) return NextResponse.json({ message: checked.message }, { status: checked.status })
  const body = webhookBody.safeParse(checked.body)
  if (!body.success) return NextResponse.json({ message: 'The webhook body needs the document _type' }, { status: 400 })
  await new Promise((resolve) => setTimeout(resolve, settleMs()))
  // Expired, not marked stale: the next visitor after a publish gets the new price, never the old one
  // served while a fresh page is made in the background.
  revalidateTag(body.data._type, { expire: 0 })
  return NextResponse.json({ revalidated: body.data._type })
}
