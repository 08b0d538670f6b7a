/** What /studio shows when no Sanity project is configured: how to connect one. */
export function StudioNotConfigured() {
  return (
    <main className="mx-auto max-w-2xl px-6 py-16 text-slate-800">
      <h1 className="text-3xl font-bold text-navy-900">Content Studio is not connected</h1>
      <p className="mt-4">
        This site is running on the content bundled with it (<code>studio/seed/dataset.ndjson</code>), read-only. On a
        developer&apos;s machine, <code>npm run serve</code> starts a local content server and this page then opens the Studio
        on it. To edit products, prices, FAQs and sizing tables of a deployed site, connect a Sanity project:
      </p>
      <ol className="mt-6 list-decimal space-y-3 pl-6">
        <li>Create a project at sanity.io/manage and note its project id and dataset name.</li>
        <li>
          Set <code>NEXT_PUBLIC_SANITY_PROJECT_ID</code> and <code>NEXT_PUBLIC_SANITY_DATASET</code> (see{' '}
          <code>.env.example</code>), and add this site&apos;s address under the project&apos;s CORS origins with
          credentials allowed.
        </li>
        <li>
          Load the bundled content into it once: <code>SANITY_IMPORT_TOKEN=… npm run sanity:seed</code>.
        </li>
        <li>Rebuild and restart the site, then open /studio again and sign in.</li>
      </ol>
      <p className="mt-6 text-sm text-slate-600">The README has the full list of settings.</p>
    </main>
  )
}
