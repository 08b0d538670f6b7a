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
 * Takes `target` (a data folder or file of a local service) for this process, before anything opens
 * it: two processes writing one store each overwrite, or corrupt, the other's data. A lock left by
 * a process that has died is taken over. `advice` ends the refusal: what to do about the other
 * process. Returns the release, which the service's stop (or this process's exit) calls.
 */
export function lockForThisProcess(target: string, advice: string): () => void {
  const lockFile = `${target}.lock`
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
        throw new Error(`${target} is in use by process ${owner || '(starting)'}, ${advice} (A lock left behind: delete ${lockFile}.)`)
      }
      rmSync(lockFile, { force: true })
    }
  }
  throw new Error(`Could not lock ${target}`)
}
