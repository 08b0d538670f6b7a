import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Document, Perspective } from '@/lib/content/embedded/dataset'
import { queryDocuments } from '@/lib/content/embedded/backend'

export type FakeContentLake = { url: string; requests: { perspective: string; authorization?: string }[]; close: () => Promise<void> }

async function body(request: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of request) text += chunk
  return text
}

/**
 * A stand-in for the Content Lake's query endpoint (GET and POST /vX/data/query/:dataset),
 * answering with groq-js, so @sanity/client's real request code can be exercised offline.
 */
export async function startFakeContentLake(documents: Document[]): Promise<FakeContentLake> {
  const requests: FakeContentLake['requests'] = []
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (!/^\/v[\w-]+\/data\/query\/[\w-]+$/.test(url.pathname)) {
      response.writeHead(404).end()
      return
    }
    let query = url.searchParams.get('query') ?? ''
    let params: Record<string, unknown> = {}
    for (const [name, value] of url.searchParams) if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value)
    if (request.method === 'POST') ({ query, params = {} } = JSON.parse(await body(request)))
    const perspective = url.searchParams.get('perspective') ?? 'raw'
    requests.push({ perspective, authorization: request.headers.authorization })
    const result = await queryDocuments(documents, query, params, perspective === 'drafts' ? 'drafts' : ('published' as Perspective))
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ query, result, ms: 1 }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
