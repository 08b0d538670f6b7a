import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomBytes, randomUUID } from 'node:crypto'
import postgres from 'postgres'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, vi } from 'vitest'
import { startEmbeddedBackend } from '@/lib/commerce/embedded/backend.mts'
import { EMBEDDED_BACKEND } from '@/lib/commerce/embedded/defaults'
import { EMBEDDED_SECRET_KEY } from '@/lib/commerce/embedded/secret'

/**
 * The commerce schema's tests run once on PGlite (what `npm run serve` uses) and once on a real
 * PostgreSQL server through lite's postgres driver (closest to hosted Supabase). The PostgreSQL
 * server comes from COMMERCE_TEST_POSTGRES_URL, which scripts/lib/postgres.sh sets up.
 */
export type Target = 'pglite' | 'postgres'

const POSTGRES_URL = process.env.COMMERCE_TEST_POSTGRES_URL

export type TestUser = { id: string; email: string; client: SupabaseClient }

export type CommerceBackend = {
  target: Target
  url: string
  anon: SupabaseClient
  service: SupabaseClient
  /** Two customers, signed in: tests prove neither ever reaches the other's rows. */
  a: TestUser
  b: TestUser
  /** A direct connection to the test database (PostgreSQL only), for catalogue checks. */
  sql: postgres.Sql | null
  signUp: (data?: Record<string, unknown>) => Promise<TestUser>
  stop: () => Promise<void>
}

function makeClient(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  })
}

async function signUp(url: string, data: Record<string, unknown> = {}): Promise<TestUser> {
  const client = makeClient(url, EMBEDDED_BACKEND.publishableKey)
  const email = `customer-${randomUUID()}@example.com`
  const { data: result, error } = await client.auth.signUp({ email, password: 'correct horse battery', options: { data } })
  if (error || !result.session || !result.user) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`)
  return { id: result.user.id, email, client }
}

async function startBackend(target: Target): Promise<CommerceBackend> {
  const quiet = () => {}
  let cleanup: () => Promise<void>
  let sql: postgres.Sql | null = null
  let backend

  if (target === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-commerce-'))
    backend = await startEmbeddedBackend({ port: 0, dataDir, fresh: true, log: quiet })
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true })
  } else {
    if (!POSTGRES_URL) throw new Error('COMMERCE_TEST_POSTGRES_URL is not set')
    // A database of its own for each run, dropped afterwards.
    const name = `shop_test_${randomBytes(6).toString('hex')}`
    const admin = postgres(POSTGRES_URL, { max: 1, onnotice: quiet })
    await admin.unsafe(`create database ${name}`)
    const drop = async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
    const databaseUrl = new URL(POSTGRES_URL)
    databaseUrl.pathname = `/${name}`
    try {
      backend = await startEmbeddedBackend({ port: 0, postgresUrl: databaseUrl.href, fresh: true, log: quiet })
    } catch (error) {
      await drop()
      throw error
    }
    const direct = postgres(databaseUrl.href, { max: 1, onnotice: quiet })
    sql = direct
    cleanup = async () => {
      await direct.end()
      await drop()
    }
  }

  const { url } = backend
  const [a, b] = [await signUp(url), await signUp(url)]
  return {
    target,
    url,
    anon: makeClient(url, EMBEDDED_BACKEND.publishableKey),
    service: makeClient(url, EMBEDDED_SECRET_KEY),
    a,
    b,
    sql,
    signUp: (data) => signUp(url, data),
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
export async function serviceRows(backend: CommerceBackend, table: string, column: string, value: unknown): Promise<Row[]> {
  const { data, error } = await backend.service.from(table).select('*').eq(column, value)
  if (error) throw new Error(`reading ${table} failed: ${error.message}`)
  return data as Row[]
}

/** Inserts with the service role and returns the stored row. */
export async function serviceInsert(backend: CommerceBackend, table: string, row: Row): Promise<Row> {
  const { data, error } = await backend.service.from(table).insert(row).select().single()
  if (error) throw new Error(`inserting into ${table} failed: ${error.message}`)
  return data as Row
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
