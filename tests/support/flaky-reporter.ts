import path from 'node:path'
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

/**
 * Ends a run with a verdict on every journey that did not simply pass, in two lists:
 *
 * - flaky: failed, then passed when tried again. A flaky journey is a bug to fix, not to retry, so
 *   the run still fails for it (playwright.config.ts sets `failOnFlakyTests`); the retry only tells
 *   it apart from a broken one.
 * - broken: failed on every try.
 *
 * Each line names the project, file, line and title, with the first line of the error of its first
 * failed try; the list reporter above it has the full errors, and test-results/ the traces.
 */
export default class FlakyJourneysReporter implements Reporter {
  private readonly tests = new Set<TestCase>()

  printsToStdio() {
    return true
  }

  onTestEnd(test: TestCase) {
    this.tests.add(test)
  }

  onEnd(result: FullResult) {
    const tests = [...this.tests]
    const flaky = tests.filter((test) => test.outcome() === 'flaky')
    const broken = tests.filter((test) => test.outcome() === 'unexpected')
    if (!flaky.length && !broken.length) return
    const lines = ['', `━━ Journeys that did not pass on the first try (run ${result.status})`]
    if (flaky.length) {
      lines.push(`Flaky: ${flaky.length}, failed then passed when tried again. A bug to fix, not to retry: the run fails for them.`)
      for (const test of flaky) lines.push(...describe(test))
    }
    if (broken.length) {
      lines.push(`Broken: ${broken.length}, failed on every try.`)
      for (const test of broken) lines.push(...describe(test))
    }
    console.log(lines.join('\n'))
  }
}

function describe(test: TestCase): string[] {
  const [, project, , ...titles] = test.titlePath()
  const file = path.relative(process.cwd(), test.location.file)
  const failed = test.results.find((result) => result.status === 'failed' || result.status === 'timedOut')
  const tries = test.results.map((result) => result.status).join(', ')
  return [`  ✗ [${project}] ${file}:${test.location.line} › ${titles.join(' › ')}`, `      tries: ${tries}${failed ? `; first failure: ${firstLine(failed)}` : ''}`]
}

function firstLine(result: TestResult): string {
  const message = (result.error?.message ?? result.status).replace(/\u001b\[[0-9;]*m/g, '')
  return message.split('\n').find((line) => line.trim())?.trim() ?? result.status
}
