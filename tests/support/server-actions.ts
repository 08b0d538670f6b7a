import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'

/**
 * Server actions called as the pages' scripts call them (`Next-Action`, the FormData's fields
 * prefixed): for journeys that send what no page would, or more than a page comfortably can.
 */

/** The build's id of a server action of lib/actions (the one the pages' scripts call it by). */
function actionId(name: string): string {
  const manifest = JSON.parse(readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'server', 'server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { exportedName?: string; filename?: string }>
  }
  const id = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === name && entry.filename?.startsWith('lib/actions/'))?.[0]
  if (!id) throw new Error(`no server action ${name} in the build`)
  return id
}

export type Sent = string | { name: string; mimeType: string; buffer: Buffer }

/**
 * Calls a form's server action from `pagePath` as React does (useActionState's previous state and the
 * FormData, its fields prefixed `_1_`), and reads the state it answers from the response; `headers` go with the request.
 */
export async function callAction(request: APIRequestContext, pagePath: string, name: string, fields: [string, Sent][], headers: Record<string, string> = {}) {
  const form = new FormData()
  for (const [field, value] of fields) form.append(`_1_${field}`, typeof value === 'string' ? value : new File([new Uint8Array(value.buffer)], value.name, { type: value.mimeType }))
  form.append('0', JSON.stringify([{ status: 'idle' }, '$K1']))
  const response = await request.post(pagePath, { headers: { ...headers, 'Next-Action': actionId(name), Accept: 'text/x-component' }, multipart: form, maxRedirects: 0 })
  const body = await response.text()
  // The answer is row 1 of React's stream; a long value comes before it in a row of its own, with no line break after it.
  const start = body.indexOf('1:{"status":')
  const row = start === -1 ? null : body.slice(start + 2, body.indexOf('\n', start) === -1 ? undefined : body.indexOf('\n', start))
  return { status: response.status(), body, state: row ? (JSON.parse(row) as { status: string; message: string | null; errors: Record<string, string>; values: Record<string, string> }) : null }
}
