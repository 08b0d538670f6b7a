/**
 * What the browser's Studio needs to know about the local content lake, apart from the server-side
 * settings (./defaults), which read files and the environment.
 */
export const LOCAL_LAKE_PROJECT = {
  /** Not a sanity.io project: the lake answers any client that names it. */
  projectId: 'local',
  dataset: 'production',
} as const
