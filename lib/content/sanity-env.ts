/** Public Sanity settings. Without a project id the site runs on the bundled dataset. */
export const sanityProjectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID ?? ''
export const sanityDataset = process.env.NEXT_PUBLIC_SANITY_DATASET || 'production'
export const sanityApiVersion = process.env.NEXT_PUBLIC_SANITY_API_VERSION || '2025-10-01'
export const isSanityConfigured = sanityProjectId !== ''
