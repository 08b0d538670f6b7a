/**
 * `run`, made to run one at a time in this server: a call during a run asks for one more after it
 * (the run under way may have read what it works on before the caller wrote it), and waits for it.
 */
export function oneAtATime(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null
  let again = false
  return () => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await run()
      } while (again)
    })().finally(() => {
      running = null
    })
    return running
  }
}
