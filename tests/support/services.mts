/** What tests/support/start-services.mts starts for the journeys (playwright.config.ts lists them), and what it says once they answer. */

/** The line start-services.mts prints once every service answers, which Playwright waits for. */
export const READY_LINE = 'journey services answering'

export type Service = {
  name: string
  command: string
  /** Answers with 2xx once the service is up (scripts/lib/probe.mjs). */
  url: string
  /** Any answer at `url` counts: an API that refuses a call without its key is up too. */
  answer?: 'any'
  env?: Record<string, string | undefined>
  timeoutMs: number
}
