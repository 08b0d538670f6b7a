/**
 * What the `main.mts` of each local service (the embedded commerce backend, the test payment
 * service, the content lake) does around starting it: read the site's origins, stop it cleanly on
 * SIGTERM or SIGINT, and end the process with a message when it cannot start.
 */

/** SITE_ORIGIN: the site's origins, comma-separated, without repeats (default http://localhost:3000). */
export const siteOrigins = (env: NodeJS.ProcessEnv = process.env) => [
  ...new Set(
    (env.SITE_ORIGIN || 'http://localhost:3000')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ),
]

/** Starts a service, says it is ready, and stops it when the process is asked to end. `failure` names it in the refusal. */
export function runLocalService<S extends { stop: () => Promise<void> }>(failure: string, start: () => Promise<S>, ready: (service: S) => string[]) {
  start()
    .then((service) => {
      for (const line of ready(service)) console.log(line)
      const stop = async () => {
        await service.stop()
        process.exit(0)
      }
      process.on('SIGTERM', stop)
      process.on('SIGINT', stop)
    })
    .catch((error: unknown) => {
      console.error(`${failure} could not start:`, error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
