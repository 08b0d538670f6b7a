import { revalidateTag } from 'next/cache'
import { NextResponse, type NextRequest } from 'next/server'
import { parseBody } from 'next-sanity/webhook'

/**
 * Sanity's publish webhook (projection `{_type}`, secret SANITY_REVALIDATE_SECRET): every content
 * query is cached under the document types it reads, so a publish refreshes exactly those pages.
 */
export async function POST(request: NextRequest) {
  const secret = process.env.SANITY_REVALIDATE_SECRET
  if (!secret) return NextResponse.json({ message: 'SANITY_REVALIDATE_SECRET is not set' }, { status: 501 })
  const { isValidSignature, body } = await parseBody<{ _type?: unknown }>(request, secret)
  if (!isValidSignature) return NextResponse.json({ message: 'Invalid signature' }, { status: 401 })
  if (typeof body?._type !== 'string' || body._type === '') {
    return NextResponse.json({ message: 'The webhook body needs the document _type' }, { status: 400 })
  }
  revalidateTag(body._type, 'max')
  return NextResponse.json({ revalidated: body._type })
}
