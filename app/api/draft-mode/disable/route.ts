import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { NextRequest } from 'next/server'

/** Ends preview for this browser and goes back to the page, as visitors see it. */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const back = request.nextUrl.searchParams.get('redirect') ?? '/'
  redirect(back.startsWith('/') && !back.startsWith('//') ? back : '/')
}
