import { randomBytes } from 'node:crypto'
import { open, rename } from 'node:fs/promises'

/** Writes `content` to `file` so a reader sees the old file or the new one, never half of it. */
export async function writeAtomically(file: string, content: string | Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  const handle = await open(temporary, 'w', 0o600)
  try {
    await handle.writeFile(content)
    await handle.sync()
  } finally {
    await handle.close()
  }
  await rename(temporary, file)
}
