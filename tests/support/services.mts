/** What tests/support/start-services.mts starts for the journeys (playwright.config.ts lists them), and what it says once they answer. */

/** The line start-services.mts prints once every service answers, which Playwright waits for. */
export const READY_LINE = 'journey services answering'

export type Service = {
  name: string
  command: string
  /** Answers 2xx, 3xx or 400–403 once the service is up (Playwright's webServer `url` rule). */
  url: string
  env?: Record<string, string | undefined>
  timeoutMs: number
}
