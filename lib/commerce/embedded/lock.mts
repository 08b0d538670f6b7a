import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes the data folder for this process, before anything opens it: PGlite lets one process own a
 * folder, and a second one writing to it corrupts the data. A lock left by a process that has died
 * is taken over. Returns the release, which the stop of the backend (or this process's exit) calls.
 */
export function lockDataFolder(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`
  // On a fresh clone not even .data exists yet.
  mkdirSync(path.dirname(lockFile), { recursive: true })
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
      const release = () => {
        process.off('exit', release)
        rmSync(lockFile, { force: true })
      }
      process.on('exit', release)
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      // Empty while its owner is still writing its number.
      const owner = readFileSync(lockFile, 'utf8').trim()
      if (owner === '' || isRunning(Number(owner))) {
        throw new Error(
          `${dataDir} is in use by process ${owner || '(starting)'}, another \`npm run serve\`? Stop it first, or give this one SUPABASE_LITE_DATA_DIR. (A lock left behind: delete ${lockFile}.)`,
        )
      }
      rmSync(lockFile, { force: true })
    }
  }
  throw new Error(`Could not lock ${dataDir}`)
}
