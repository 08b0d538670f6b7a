import { readFileSync } from 'node:fs'
import { request as httpsRequest } from 'node:https'
import path from 'node:path'

/**
 * A running local content lake's HTTP API as the Studio calls it (staff sign-in, document actions),
 * for the scripts and journeys that publish without a browser: bench:publish, bench:cluster and the
 * cluster journeys. It trusts the lake's own certificate only.
 */
export type LakeAnswer = { status: number; headers: Record<string, string | string[] | undefined>; text: string }

export class LakeStaffClient {
  readonly #origin: string
  readonly #ca: string
  #token = ''

  /** The lake on `port`, whose documents and certificate are in `dir` (CONTENT_LAKE_DIR). */
  constructor(port: number, dir: string) {
    this.#origin = `https://127.0.0.1:${port}`
    this.#ca = readFileSync(path.join(dir, 'tls-cert.pem'), 'utf8')
  }

  call(method: string, pathAndQuery: string, { body, type = 'application/json' }: { body?: string; type?: string } = {}): Promise<LakeAnswer> {
    const headers = { ...(body ? { 'content-type': type } : {}), ...(this.#token ? { authorization: `Bearer ${this.#token}` } : {}) }
    return new Promise((resolve, reject) => {
      const call = httpsRequest(new URL(pathAndQuery, this.#origin), { method, ca: this.#ca, headers }, (response) => {
        let text = ''
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }))
      })
      call.on('error', reject)
      call.end(body)
    })
  }

  /** Signs in as staff do from the Studio on `site`: the login form, then the one-time session id for a token. */
  async signIn(site: string, password: string): Promise<void> {
    const form = new URLSearchParams({ origin: `${site}/studio`, email: 'staff@hockey-shop.local', password }).toString()
    const login = await this.call('POST', '/auth/login', { body: form, type: 'application/x-www-form-urlencoded' })
    const sid = /#sid=([\w-]+)/.exec(String(login.headers.location))?.[1]
    if (!sid) throw new Error(`the staff sign-in was refused (HTTP ${login.status})`)
    this.#token = (JSON.parse((await this.call('GET', `/v1/auth/fetch?sid=${sid}`)).text) as { token: string }).token
  }

  /** The published document `id`. */
  async document<T>(id: string): Promise<T> {
    const answer = JSON.parse((await this.call('GET', `/v1/data/doc/production/${id}`)).text) as { documents: T[] }
    const [document] = answer.documents
    if (!document) throw new Error(`no document ${id}`)
    return document
  }

  /** Edits the draft of `id` with `set` (paths to values), as a Studio field does. */
  edit(id: string, set: Record<string, unknown>): Promise<void> {
    return this.#action({ actionType: 'sanity.action.document.edit', draftId: `drafts.${id}`, publishedId: id, patch: { set } })
  }

  /** Publishes the draft of `id`, as the Studio's Publish button does. */
  publish(id: string): Promise<void> {
    return this.#action({ actionType: 'sanity.action.document.publish', draftId: `drafts.${id}`, publishedId: id })
  }

  async #action(action: object): Promise<void> {
    const answer = await this.call('POST', '/v2025-02-19/data/actions/production', { body: JSON.stringify({ actions: [action] }) })
    if (answer.status !== 200) throw new Error(`the lake refused ${JSON.stringify(action)}: ${answer.text}`)
  }
}

/** A staff client signed in to the lake that CONTENT_LAKE_PORT, _DIR and _KEYS_FILE name, for the Studio on `site`. */
export async function staffClientFromEnv(site: string, env: NodeJS.ProcessEnv = process.env): Promise<LakeStaffClient> {
  const { CONTENT_LAKE_PORT: port, CONTENT_LAKE_DIR: dir, CONTENT_LAKE_KEYS_FILE: keysFile } = env
  if (!port || !dir || !keysFile) throw new Error('CONTENT_LAKE_PORT, CONTENT_LAKE_DIR and CONTENT_LAKE_KEYS_FILE name the lake')
  const client = new LakeStaffClient(Number(port), dir)
  await client.signIn(site, (JSON.parse(readFileSync(keysFile, 'utf8')) as { staffPassword: string }).staffPassword)
  return client
}
