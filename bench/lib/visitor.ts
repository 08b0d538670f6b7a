/**
 * One visitor of the site, as its browser talks to the server: a cookie jar of its own, a client address of its
 * own (X-Forwarded-For, which the site started by ./stack.ts trusts for its per-address rate limits), pages
 * fetched, forms sent as a browser without JavaScript sends them, and server actions called as the page's
 * JavaScript calls them.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createFromReadableStream, encodeReply } from 'next/dist/compiled/react-server-dom-turbopack/cjs/react-server-dom-turbopack-client.edge.production.js'
import { extractInfoFromServerReferenceId, omitUnusedArgs } from 'next/dist/shared/lib/server-reference-info.js'
import { root } from './processes.js'

/** A step that did not do what the visitor asked; `kind` groups the failures in the report. */
export class StepError extends Error {
  constructor(
    readonly kind: string,
    detail: string,
  ) {
    super(`${kind}: ${detail}`)
  }
}

/**
 * The id of a server action in the build: what the page's JavaScript sends in the Next-Action header, looked up
 * in the build's server-reference manifest by the file that exports it and its name.
 */
export function actionId(dist: string, file: string, exportedName: string): string {
  type Manifest = { node: Record<string, { filename?: string; exportedName?: string }> }
  const manifest = JSON.parse(readFileSync(path.join(root, dist, 'server', 'server-reference-manifest.json'), 'utf8')) as Manifest
  const found = Object.entries(manifest.node).find(([, entry]) => entry.filename === file && entry.exportedName === exportedName)
  if (!found) throw new Error(`no server action ${exportedName} of ${file} in ${dist}'s server-reference manifest`)
  return found[0]
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) =>
    name[0] === '#' ? String.fromCodePoint(Number(name[1] === 'x' || name[1] === 'X' ? `0${name.slice(1)}` : name.slice(1))) : (ENTITIES[name] ?? entity),
  )
const attributes = (tag: string) => new Map([...tag.matchAll(/([\w$:-]+)(?:="([^"]*)")?/g)].slice(1).map((match) => [match[1]!.toLowerCase(), decodeEntities(match[2] ?? '')]))

/**
 * What a browser sends for the first form of `html` that holds `marker`: its hidden inputs (React's action
 * reference among them), text inputs with their values, checked boxes and radios, each select's selected (or
 * first) option and each textarea's text. Enough for the site's forms, which nest no forms and have no files.
 */
function formData(html: string, marker: string): FormData {
  const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map((match) => match[0]).find((candidate) => candidate.includes(marker))
  if (!form) throw new Error(`no form with ${marker} in the page`)
  const data = new FormData()
  for (const [, control, tag, body] of form.matchAll(/(<(input|select|textarea)\b[^>]*>)(?:([\s\S]*?)<\/\2>)?/g)) {
    const attrs = attributes(control!)
    const name = attrs.get('name')
    if (!name || attrs.has('disabled')) continue
    if (tag === 'input') {
      const type = attrs.get('type') ?? 'text'
      if (['submit', 'button', 'image', 'reset', 'file'].includes(type)) continue
      if ((type === 'checkbox' || type === 'radio') && !attrs.has('checked')) continue
      data.append(name, attrs.get('value') ?? (type === 'checkbox' || type === 'radio' ? 'on' : ''))
    } else if (tag === 'select') {
      const options = [...(body ?? '').matchAll(/<option\b[^>]*>/g)].map((option) => attributes(option[0]))
      const chosen = options.find((option) => option.has('selected')) ?? options[0]
      if (chosen) data.append(name, chosen.get('value') ?? '')
    } else data.append(name, decodeEntities(body ?? ''))
  }
  return data
}

/** A form's answer (lib/forms/form-state.ts): done, or rejected with a message and an error per field. */
export type FormState = { status: string; message?: string | null; errors?: Record<string, string> } & Record<string, unknown>

/**
 * The answer of a form sent without JavaScript, from the page Next renders after the action: the form state it
 * hands to React for hydration (`self.__next_f.push([2, [state, key, …]])`). It is read there because the page's
 * HTML does not show it (see bench/checkout.ts).
 */
export function formState(html: string): FormState | null {
  const pushed = /self\.__next_f\.push\(\[2,(\[[\s\S]*?\])\]\)<\/script>/.exec(html)?.[1]
  return pushed ? ((JSON.parse(pushed) as [FormState])[0] ?? null) : null
}

/** What a refused form says: its message, then each field's error. */
export const refusal = (state: FormState | null) => (state ? [state.message, ...Object.values(state.errors ?? {})].filter(Boolean).join(' | ') : 'no form state in the answer')

/**
 * An action that sets cookies (a sign-in) or revalidates answers the page's new tree beside its result, and the
 * Flight client looks each of its client components up in the bundler's manifest and loads it. A visitor here
 * renders nothing and reads only the result: every client module stands for an empty one, never loaded.
 */
const serverConsumerManifest = {
  moduleMap: new Proxy({}, { get: (_, id) => new Proxy({}, { get: () => ({ id, chunks: [], name: '*' }) }) }),
  serverModuleMap: null,
  moduleLoading: null,
}
Object.assign(globalThis, { __next_require__: () => ({}) })

export class Visitor {
  private readonly cookies = new Map<string, string>()

  constructor(
    readonly site: string,
    /** Its client address, 10.x.y.z: private, so no real address is ever named. */
    readonly address: string,
  ) {}

  /** A request with this visitor's cookies and address; cookies set by the answer are kept, redirects not followed. */
  async request(pathname: string, init: { method?: string; headers?: Record<string, string>; body?: string | FormData } = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(new URL(pathname, this.site), {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, 'x-forwarded-for': this.address, ...(cookie ? { cookie } : {}) },
      signal: AbortSignal.timeout(120_000),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...options] = line.split(';')
      const at = pair.indexOf('=')
      const removed = options.some((option) => /^\s*max-age=0\s*$/i.test(option)) || pair.slice(at + 1) === ''
      if (removed) this.cookies.delete(pair.slice(0, at))
      else this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }

  /** A page's HTML, as a browser loads it. */
  async page(pathname: string, step: string): Promise<string> {
    const response = await this.request(pathname, { headers: { accept: 'text/html' } })
    const html = await response.text()
    if (response.status !== 200) throw new StepError(`${step}: HTTP ${response.status}`, `GET ${pathname} answered ${response.status}${response.headers.get('location') ? ` → ${response.headers.get('location')}` : ''}`)
    return html
  }

  /** The cart read every storefront page makes for its cart badge (components/cart/CartProvider.tsx); this browser holds no cart of its own. */
  async readCart(): Promise<void> {
    const response = await this.request('/api/cart', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ browserCart: null }) })
    await response.arrayBuffer()
    if (!response.ok) throw new StepError(`cart read: HTTP ${response.status}`, `POST /api/cart answered ${response.status}`)
  }

  /**
   * Sends the form of `html` holding `marker` as a browser without JavaScript does: multipart, to the page's own
   * address (React renders an action form with action=""), with `fields` typed in. The answer is not followed.
   */
  submitForm(pathname: string, html: string, marker: string, fields: Record<string, string>): Promise<Response> {
    const data = formData(html, marker)
    for (const [name, value] of Object.entries(fields)) data.set(name, value)
    return this.request(pathname, { method: 'POST', headers: { origin: this.site, accept: 'text/html' }, body: data })
  }

  /**
   * Calls a server action as the page's JavaScript does (Next's fetchServerAction): the arguments encoded with
   * React's encodeReply (unused ones left out as the action's id says), posted to the page with the action's id,
   * and the answer decoded with React's Flight client. Answers the action's result.
   */
  async action<T>(pathname: string, id: string, args: unknown[], step: string): Promise<T> {
    const body = await encodeReply(omitUnusedArgs(args, extractInfoFromServerReferenceId(id)))
    const response = await this.request(pathname, {
      method: 'POST',
      headers: { accept: 'text/x-component', 'next-action': id, origin: this.site, ...(typeof body === 'string' ? { 'content-type': 'text/plain;charset=UTF-8' } : {}) },
      body,
    })
    if (!response.headers.get('content-type')?.startsWith('text/x-component') || !response.body) {
      throw new StepError(`${step}: HTTP ${response.status}`, `${pathname} answered ${response.headers.get('content-type')}: ${(await response.text()).slice(0, 300)}`)
    }
    const payload = await createFromReadableStream<{ a: Promise<T> }>(response.body, { serverConsumerManifest })
    try {
      return await payload.a
    } catch (error) {
      // A server error's message is hidden in production builds; its digest names it in the server's log.
      const digest = (error as { digest?: string }).digest
      throw new StepError(`${step}: HTTP ${response.status}, the action threw`, `${error instanceof Error ? error.message : String(error)}${digest ? ` (digest ${digest})` : ''}`)
    }
  }
}
