import { connection } from 'next/server'
import { publicPaymentConfig } from '@/lib/payments/provider'

/**
 * What the payment step needs to draw its card form (the provider and where its browser side
 * talks to): nothing secret. Read per request, from the running server's settings, so the
 * wizard's pages stay static.
 */
export async function GET() {
  await connection()
  return Response.json(publicPaymentConfig(), { headers: { 'Cache-Control': 'no-store' } })
}
