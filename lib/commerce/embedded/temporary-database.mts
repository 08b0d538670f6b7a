import { randomBytes } from 'node:crypto'
import postgres from 'postgres'

type TemporaryDatabase = { url: string; drop: () => Promise<void> }

/**
 * An empty database of its own on the PostgreSQL server at `serverUrl`, for one run of the
 * database tests or of the type generator, so neither meets another run's schema. The server's
 * user must be allowed to create databases (and, for the embedded backend, the Supabase roles).
 */
export async function createTemporaryDatabase(serverUrl: string): Promise<TemporaryDatabase> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(`create database ${name}`)
  } catch (error) {
    await admin.end()
    throw error
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.href,
    // `with (force)`: a connection the run left open must not keep the database alive.
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}
