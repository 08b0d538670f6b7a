import { timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

/**
 * Outages on purpose, for the browser journeys that prove how the site answers one (the backend
 * down when a customer checks out, or its answer lost after it did the work). Only when the backend
 * is started with `faults: true` (the browser tests' configuration; never `npm run serve`), and set
 * only with the backend's secret key. A fault matches one API path and a text the request's body
 * holds (a customer's id: the journeys run side by side on one backend, each fails only its own
 * calls), for the next `times` matching calls:
 * - `refuse`: answers 503 without doing anything, as a backend that is down;
 * - `lose-answer`: does the work, then answers 503, as a connection lost after the commit.
 */
const faultSchema = z.strictObject({
  path: z.string().startsWith('/rest/v1/').max(200),
  bodyIncludes: z.string().min(8).max(200),
  kind: z.enum(['refuse', 'lose-answer']),
  times: z.int().min(1).max(10),
})
export type Fault = z.infer<typeof faultSchema>

export const FAULTS_PATH = '/_test/faults'

const unavailable = () => Response.json({ message: 'The embedded backend is failing on purpose (a test fault)' }, { status: 503 })

const sameKey = (given: string | null, secretKey: string) => {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(secretKey)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The faults of one backend: set and cleared through FAULTS_PATH, applied around each call it serves. */
export function faultInjector(secretKey: string) {
  let faults: Fault[] = []

  return {
    /** PUT adds a fault, DELETE clears them all; with the secret key only. */
    async control(request: Request): Promise<Response> {
      if (!sameKey(request.headers.get('apikey'), secretKey)) return Response.json({ message: 'Forbidden' }, { status: 403 })
      if (request.method === 'DELETE') {
        faults = []
        return new Response(null, { status: 204 })
      }
      if (request.method !== 'PUT') return Response.json({ message: 'Use PUT or DELETE' }, { status: 405 })
      const parsed = faultSchema.safeParse(await request.json().catch(() => null))
      if (!parsed.success) return Response.json({ message: z.prettifyError(parsed.error) }, { status: 400 })
      faults.push(parsed.data)
      return new Response(null, { status: 204 })
    },

    /** The call served as the faults say: `serve` does the work. */
    async apply(request: Request, serve: (request: Request) => Promise<Response>): Promise<Response> {
      if (faults.length === 0) return serve(request)
      const { pathname } = new URL(request.url)
      const body = request.method === 'GET' ? '' : await request.clone().text()
      const fault = faults.find((candidate) => candidate.path === pathname && body.includes(candidate.bodyIncludes))
      if (!fault) return serve(request)
      fault.times -= 1
      if (fault.times === 0) faults = faults.filter((candidate) => candidate !== fault)
      if (fault.kind === 'refuse') return unavailable()
      await (await serve(request)).arrayBuffer()
      return unavailable()
    },
  }
}
