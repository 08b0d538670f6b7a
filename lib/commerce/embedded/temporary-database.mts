import { randomBytes } from 'node:crypto'
import postgres from 'postgres'

export type TemporaryDatabase = { name: string; url: string; drop: () => Promise<void> }

/**
 * A database of its own on the PostgreSQL server at `serverUrl`, for one run of the database tests
 * or of the type generator, so neither meets another run's schema: empty, or a copy of `template`
 * (a database nobody is connected to). The server's user must be allowed to create databases (and,
 * for the embedded backend, the Supabase roles).
 */
export async function createTemporaryDatabase(serverUrl: string, { template }: { template?: string } = {}): Promise<TemporaryDatabase> {
  // Both names go into the statement as they are: ours, or refused.
  if (template !== undefined && !/^[a-z_][a-z0-9_]*$/.test(template)) throw new Error(`${template} is not a database name this code makes`)
  const name = `shop_test_${randomBytes(6).toString('hex')}`
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`)
  } catch (error) {
    await admin.end()
    throw error
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.href,
    // `with (force)`: a connection the run left open must not keep the database alive.
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}
