/**
 * `npm run audit`: fails when a package that ships (not a dev dependency) has a high or critical
 * advisory in the npm registry. The registry's advisory service is a separate endpoint; a machine
 * that cannot reach it (a mirror, a proxy that allows only package downloads) is told so plainly
 * and not counted as a pass or a failure: nothing was checked there.
 */
import { spawnSync } from 'node:child_process'

type Advisory = { name: string; severity: string; via: ({ title?: string; url?: string } | string)[]; fixAvailable?: unknown }
type AuditReport = { vulnerabilities?: Record<string, Advisory>; metadata?: { vulnerabilities: Record<string, number> } }
type AuditError = { statusCode?: number; message?: string; error?: { summary?: string } }

const BLOCKING = new Set(['high', 'critical'])

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
const report = JSON.parse(run.stdout || '{}') as AuditReport & AuditError

if (!report.metadata) {
  const why = report.message ?? report.error?.summary ?? run.stderr.trim()
  console.warn(`⚠ The npm registry's advisory service could not be reached from here, so no advisory was checked: ${why}`)
  process.exit(0)
}

const blocking = Object.values(report.vulnerabilities ?? {}).filter((advisory) => BLOCKING.has(advisory.severity))
const counts = Object.entries(report.metadata.vulnerabilities).map(([severity, count]) => `${count} ${severity}`)
console.log(`Advisories in the packages that ship: ${counts.join(', ')}.`)
for (const advisory of blocking) {
  const titles = advisory.via.map((via) => (typeof via === 'string' ? `through ${via}` : `${via.title} ${via.url ?? ''}`))
  console.error(`✗ ${advisory.name} (${advisory.severity}): ${titles.join('; ')}`)
}
process.exit(blocking.length > 0 ? 1 : 0)
