import { DependencyDocs } from './DependencyDocs'
import { DevPageHeader } from './DevPageHeader'
import { DevToolsTabs } from './DevToolsTabs'

/** The developer tools page: the environment, and the Dependencies and Components tabs. */
export function DevTools({ environment }: { environment: string | undefined }) {
  return (
    <>
      <DevPageHeader title="Developer tools" intro="Internal tools for the people who build this site.">
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-ice-100 px-3 py-1 text-sm text-navy-900">
          Environment: <strong className="font-semibold">{environment ?? 'unknown'}</strong>
        </p>
      </DevPageHeader>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <DevToolsTabs dependencies={<DependencyDocs />} components={<p className="text-slate-700">Component previews are coming soon.</p>} />
      </div>
    </>
  )
}
