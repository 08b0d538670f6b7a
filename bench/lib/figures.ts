/** The figures the load benchmarks print: latency percentiles, failures by kind, and checks beside their bar. */
import { StepError } from './visitor.js'

/** The nearest-rank percentile (p in 0–100) of the values; NaN for none. */
const percentile = (values: readonly number[], p: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)] ?? NaN

const ms = (value: number) => (Number.isNaN(value) ? '–' : `${Math.round(value)} ms`).padStart(10)

/** Durations by step, and the failures of every step by kind. */
export class Tally {
  private readonly durations = new Map<string, number[]>()
  private readonly failures = new Map<string, { count: number; example: string }>()
  // A failure passes up through every step around the one that failed: it is counted once, where it happened.
  private readonly counted = new WeakSet<object>()

  /** Times `work` under `step`; a failure is counted by its kind (a StepError's, else the step's and its message) and thrown again. */
  async time<T>(step: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now()
    try {
      const result = await work()
      const durations = this.durations.get(step) ?? []
      durations.push(performance.now() - started)
      this.durations.set(step, durations)
      return result
    } catch (error) {
      if (typeof error === 'object' && error !== null && this.counted.has(error)) throw error
      if (typeof error === 'object' && error !== null) this.counted.add(error)
      const kind = error instanceof StepError ? error.kind : `${step}: ${error instanceof Error ? error.message.split('\n')[0]!.slice(0, 120) : String(error)}`
      const seen = this.failures.get(kind)
      this.failures.set(kind, { count: (seen?.count ?? 0) + 1, example: seen?.example ?? (error instanceof Error ? error.message : String(error)) })
      throw error
    }
  }

  /** One row per step, in the order given: how many succeeded, p50, p95, p99 and the slowest. */
  print(steps: readonly string[]) {
    const width = Math.max(...steps.map((step) => step.length)) + 2
    console.log(`${'step'.padEnd(width)}${'ok'.padStart(6)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'p99'.padStart(10)}${'max'.padStart(10)}`)
    for (const step of steps) {
      const values = this.durations.get(step) ?? []
      console.log(`${step.padEnd(width)}${String(values.length).padStart(6)}${ms(percentile(values, 50))}${ms(percentile(values, 95))}${ms(percentile(values, 99))}${ms(values.length ? Math.max(...values) : NaN)}`)
    }
    if (this.failures.size === 0) console.log('\nNo request failed.')
    else {
      console.log('\nFailures by kind (count, then one example):')
      for (const [kind, { count, example }] of [...this.failures].sort((a, b) => b[1].count - a[1].count)) console.log(`  ${String(count).padStart(4)} × ${kind}\n         ${example.slice(0, 400)}`)
    }
  }
}

/** A data-integrity check: the figure found beside the bar it must meet, with what broke it. */
export type Check = { name: string; found: string; bar: string; ok: boolean; problems?: string[] }

/** Prints the checks side by side with their bars; answers whether every one met its bar. */
export function printChecks(checks: readonly Check[]): boolean {
  const width = Math.max(...checks.map((check) => check.name.length))
  console.log(`\n${'check'.padEnd(width)}  ${'found'.padStart(8)}  ${'bar'.padStart(8)}`)
  for (const { name, found, bar, ok, problems = [] } of checks) {
    console.log(`${name.padEnd(width)}  ${found.padStart(8)}  ${bar.padStart(8)}  ${ok ? 'ok' : 'VIOLATED'}`)
    for (const problem of problems.slice(0, 10)) console.log(`    ${problem}`)
    if (problems.length > 10) console.log(`    … and ${problems.length - 10} more`)
  }
  return checks.every((check) => check.ok)
}
