import { StudioNotice } from './StudioNotice'

/** What /studio shows when no Sanity project is configured: how to connect one. */
export function StudioNotConfigured() {
  return (
    <StudioNotice
      title="Content Studio is not connected"
      intro={
        <>
          This site is running on the content bundled with it (<code>studio/seed/dataset.ndjson</code>), read-only. On a
          developer&apos;s machine, <code>npm run serve</code> starts a local content server and this page then opens the Studio
          on it. To edit products, prices, FAQs and sizing tables of a deployed site, connect a Sanity project:
        </>
      }
      steps={[
        'Create a project at sanity.io/manage and note its project id and dataset name.',
        <>
          Set <code>NEXT_PUBLIC_SANITY_PROJECT_ID</code> and <code>NEXT_PUBLIC_SANITY_DATASET</code> (see <code>.env.example</code>),
          and add this site&apos;s address under the project&apos;s CORS origins with credentials allowed.
        </>,
        <>
          Load the bundled content into it once: <code>SANITY_IMPORT_TOKEN=… npm run sanity:seed</code>.
        </>,
        'Rebuild and restart the site, then open /studio again and sign in.',
      ]}
      footnote="docs/operations.md in the repository has the full list of settings."
    />
  )
}
