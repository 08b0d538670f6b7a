import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import postgres from 'postgres'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, inject, vi } from 'vitest'
import type { Database, Tables, TablesInsert } from '@/lib/commerce/database.types'
import { startEmbeddedBackend, type EmbeddedBackend } from '@/lib/commerce/embedded/backend.mts'
import type { EmbeddedKeys } from '@/lib/commerce/embedded/keys'
import { createTemporaryDatabase } from '@/lib/commerce/embedded/temporary-database.mts'

/**
 * The commerce schema's tests run once on PGlite (what `npm run serve` uses) and once on a real
 * PostgreSQL server through lite's postgres driver (closest to hosted Supabase). The PostgreSQL
 * server comes from COMMERCE_TEST_POSTGRES_URL, which scripts/lib/postgres.sh sets up.
 */
type Target = 'pglite' | 'postgres'

const POSTGRES_URL = process.env.COMMERCE_TEST_POSTGRES_URL

export type Client = SupabaseClient<Database>

export type TestUser = { id: string; email: string; client: Client }

export type CommerceBackend = {
  target: Target
  url: string
  /** This backend's own JWT secret and keys, made for it at random. */
  keys: EmbeddedKeys
  anon: Client
  service: Client
  /** Two customers, signed in: tests prove neither ever reaches the other's rows. */
  a: TestUser
  b: TestUser
  /** A direct connection to the test database (PostgreSQL only), for catalogue checks. */
  sql: postgres.Sql | null
  signUp: (data?: Record<string, unknown>) => Promise<TestUser>
  /** The token of the newest auth e-mail's link sent to an address (a confirmation, a reset), as its reader would follow it. */
  linkTokenSentTo: (email: string) => string | null
  /** A new account given a back-office role with the secret key, as `npm run staff:role` gives it. */
  signUpWithRole: (role: 'staff' | 'admin') => Promise<TestUser>
  stop: () => Promise<void>
}

function makeClient(url: string, key: string): Client {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}

/** A new customer, signed up and signed in by following the confirmation link the backend e-mailed, as a customer does. */
async function signUp(backend: EmbeddedBackend, data: Record<string, unknown> = {}): Promise<TestUser> {
  const client = makeClient(backend.url, backend.keys.publishableKey)
  const email = `customer-${randomUUID()}@example.com`
  const { data: result, error } = await client.auth.signUp({ email, password: 'correct horse battery', options: { data } })
  if (error || !result.user) throw new Error(`sign-up failed: ${error?.message}`)
  const token = backend.linkTokenSentTo(email)
  if (!token) throw new Error(`no confirmation e-mail was sent to ${email}`)
  const { data: confirmed, error: confirmError } = await client.auth.verifyOtp({ token_hash: token, type: 'signup' })
  if (confirmError || !confirmed.session) throw new Error(`confirmation failed: ${confirmError?.message ?? 'no session'}`)
  return { id: result.user.id, email, client }
}

async function startBackend(target: Target): Promise<CommerceBackend> {
  const quiet = () => {}
  let cleanup: () => Promise<void>
  let sql: postgres.Sql | null = null
  let backend: EmbeddedBackend

  if (target === 'pglite') {
    // A copy of the run's migrated database (./migrated-databases), with keys of its own.
    const folder = mkdtempSync(path.join(tmpdir(), 'shop-commerce-'))
    cpSync(inject('migratedPgliteData'), path.join(folder, 'data'), { recursive: true })
    backend = await startEmbeddedBackend({ port: 0, dataDir: path.join(folder, 'data'), keysFile: path.join(folder, 'keys.json'), log: quiet })
    cleanup = async () => rmSync(folder, { recursive: true, force: true })
  } else {
    if (!POSTGRES_URL) throw new Error('COMMERCE_TEST_POSTGRES_URL is not set')
    // A database of its own for each file, copied from the run's migrated one (./migrated-databases), dropped afterwards.
    const template = inject('migratedPostgresDatabase')
    if (!template) throw new Error('the run has no migrated PostgreSQL database to copy')
    const database = await createTemporaryDatabase(POSTGRES_URL, { template })
    // Keys and Storage's files in a folder of this run's too: the database is its own, so are they.
    const folder = mkdtempSync(path.join(tmpdir(), 'shop-commerce-keys-'))
    try {
      backend = await startEmbeddedBackend({
        port: 0,
        postgresUrl: database.url,
        keysFile: path.join(folder, 'keys.json'),
        storageDir: path.join(folder, 'storage'),
        fresh: true,
        log: quiet,
      })
    } catch (error) {
      await database.drop()
      throw error
    }
    const direct = postgres(database.url, { max: 1, onnotice: quiet })
    sql = direct
    cleanup = async () => {
      await direct.end()
      await database.drop()
      rmSync(folder, { recursive: true, force: true })
    }
  }

  const { url, keys } = backend
  const [a, b] = [await signUp(backend), await signUp(backend)]
  const service = makeClient(url, keys.secretKey)
  return {
    target,
    url,
    keys,
    anon: makeClient(url, keys.publishableKey),
    service,
    a,
    b,
    sql,
    signUp: (data) => signUp(backend, data),
    linkTokenSentTo: (email) => backend.linkTokenSentTo(email),
    signUpWithRole: async (role) => {
      const user = await signUp(backend)
      const { error } = await service.from('profiles').update({ role }).eq('id', user.id)
      if (error) throw new Error(`the ${role} role could not be given: ${error.message}`)
      return user
    },
    stop: async () => {
      await backend.stop()
      await cleanup()
    },
  }
}

if (!POSTGRES_URL) {
  console.warn(
    'Commerce database tests on PostgreSQL are skipped: COMMERCE_TEST_POSTGRES_URL is not set ' +
      '(`source scripts/lib/postgres.sh && ensure_postgres` sets it; `npm run verify` always does).',
  )
}

export type Row = Record<string, unknown>

export type TableName = keyof Database['public']['Tables']

/**
 * The same client without the schema's types, for what supabase-js cannot type: a table chosen at
 * run time (the tests that go through every table) or a schema the API does not serve (auth).
 */
export const untyped = (client: Client): SupabaseClient => client

/** What a supabase-js call answers: the parts the expectations below read. */
export type Answer = { data: unknown; error: { code: string } | null; status: number }

/**
 * Refused for lack of rights. PostgREST and lite agree on code 42501 (a missing grant or an RLS
 * check), with 401 for anon and 403 for a signed-in user.
 */
export function expectRefused(answer: Answer): void {
  expect(answer.error?.code).toBe('42501')
  expect([401, 403]).toContain(answer.status)
}

/**
 * An update or delete that reached no row: lite (whose grants are wide, so only RLS refuses)
 * answers 200 with no rows; hosted PostgREST may refuse the statement with 42501 instead.
 */
export function expectNoRowReached(answer: Answer): void {
  if (answer.error) expectRefused(answer)
  else expect(answer.data).toEqual([])
}

/** Any failure, whatever its code: lite and PostgREST report database errors differently. */
export function expectFailed(answer: Answer): void {
  expect(answer.error).not.toBeNull()
  expect(answer.status).toBeGreaterThanOrEqual(400)
}

/** The rows as they really are, read with the service role (which bypasses RLS). */
export async function serviceRows<T extends TableName>(
  backend: CommerceBackend,
  table: T,
  column: keyof Tables<T> & string,
  value: unknown,
): Promise<Tables<T>[]> {
  const name: string = column // typed by the parameter: the untyped builder cannot follow a generic name
  const { data, error } = await untyped(backend.service).from(table).select('*').eq(name, value)
  if (error) throw new Error(`reading ${table} failed: ${error.message}`)
  return data
}

/** Inserts with the service role and returns the stored row. */
export async function serviceInsert<T extends TableName>(backend: CommerceBackend, table: T, row: TablesInsert<T>): Promise<Tables<T>> {
  const { data, error } = await untyped(backend.service).from(table).insert(row).select().single()
  if (error) throw new Error(`inserting into ${table} failed: ${error.message}`)
  return data
}

// lite prints every database error it answers (these tests provoke many on purpose) and, on
// PostgreSQL, the server's notices about its own idempotent set-up.
function isDatabaseMessage(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'severity' in value && 'code' in value
}
for (const method of ['error', 'log'] as const) {
  const print = console[method]
  vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    if (!isDatabaseMessage(args[0])) print(...args)
  })
}

type StatusMove = { p_kind: string; p_id: string; p_from: string; p_to: string; p_note: string; p_override: boolean }

/** The shipment these tests ship with. */
export const TEST_SHIPMENT = { carrier: 'ups', trackingNumber: '1Z999AA10123456784' } as const

/**
 * Staff move an order as the back office moves it: to shipped with its carrier and tracking number
 * (public.ship_order), any other move with public.change_order_status. Both answer the status it left.
 */
export function moveOrder(client: Client, { p_to, ...move }: StatusMove) {
  return p_to === 'shipped'
    ? client.rpc('ship_order', { ...move, p_carrier: TEST_SHIPMENT.carrier, p_tracking_number: TEST_SHIPMENT.trackingNumber })
    : client.rpc('change_order_status', { ...move, p_to })
}

/** For a `.catch`: throws the failure again with the database's own words (its cause) beside the customer's message. */
export function withDatabaseWords(error: unknown): never {
  throw new Error(`${error instanceof Error ? error.message : String(error)} ${JSON.stringify(error instanceof Error ? error.cause : null)}`)
}

/**
 * Declares `body` once per target, each with its own backend started before and stopped after
 * its tests. Targets run one after the other: the backend configures lite through process.env.
 */
export function describeOnEachTarget(title: string, body: (backend: () => CommerceBackend) => void): void {
  for (const target of ['pglite', 'postgres'] as const) {
    const skip = target === 'postgres' && !POSTGRES_URL
    describe.skipIf(skip)(`${title} (${target}${skip ? ': COMMERCE_TEST_POSTGRES_URL not set' : ''})`, () => {
      let started: CommerceBackend | undefined
      beforeAll(async () => {
        started = await startBackend(target)
      }, 120_000)
      afterAll(async () => {
        await started?.stop()
      }, 60_000)
      body(() => {
        if (!started) throw new Error(`the ${target} backend did not start`)
        return started
      })
    })
  }
}
