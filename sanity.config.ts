'use client'

import { createClient } from '@sanity/client'
import { defineConfig, type WorkspaceOptions } from 'sanity'
import { presentationTool } from 'sanity/presentation'
import { structureTool } from 'sanity/structure'
import { visionTool } from '@sanity/vision'
import { schemaTypes, singletonIds } from './studio/schemaTypes'
import { structure } from './studio/structure'
import { sanityApiVersion, sanityDataset, sanityProjectId } from './lib/content/sanity-env'
import { LOCAL_LAKE_PROJECT } from './studio/local-lake/public'
import { presentationResolve } from './studio/presentation'

const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

/** What the Studio is, whichever Content Lake it edits. */
const shared = {
  name: 'default',
  title: 'Hockey shop content',
  basePath: '/studio',
  plugins: [
    structureTool({ structure }),
    // Drafts previewed on the site itself (same origin as this Studio), through its draft-mode routes.
    presentationTool({
      title: 'Preview',
      previewUrl: { previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' } },
      resolve: presentationResolve,
    }),
    visionTool({ defaultApiVersion: sanityApiVersion }),
  ],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the structure; they cannot be created again from "New document".
    templates: (templates) => templates.filter(({ schemaType }) => !singletonIds.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletonIds.has(schemaType) ? actions.filter(({ action }) => action && singletonActions.has(action)) : actions,
  },
} satisfies Omit<WorkspaceOptions, 'projectId' | 'dataset'>

/** The Studio on a hosted Sanity project (NEXT_PUBLIC_SANITY_PROJECT_ID); also what the sanity CLI reads. */
export default defineConfig({ ...shared, projectId: sanityProjectId || 'unconfigured', dataset: sanityDataset })

/**
 * The Studio on the local content lake at `lakeUrl` (studio/local-lake), for the embedded default:
 * every request goes to the lake (no project subdomain), staff sign in with the lake's own login,
 * and the features only sanity.io provides (releases, scheduling, tasks, comments, the media
 * library, Canvas, announcements) are off.
 */
export function localLakeStudioConfig(lakeUrl: string) {
  return defineConfig({
    ...shared,
    ...LOCAL_LAKE_PROJECT,
    apiHost: lakeUrl,
    unstable_clientFactory: (options) => createClient({ ...options, useProjectHostname: false }),
    auth: {
      loginMethod: 'token',
      redirectOnSingle: true,
      providers: [{ name: 'local', title: 'Staff sign-in (this machine)', url: `${lakeUrl}/auth/login` }],
    },
    releases: { enabled: false },
    scheduledDrafts: { enabled: false },
    scheduledPublishing: { enabled: false },
    tasks: { enabled: false },
    mediaLibrary: { enabled: false },
    apps: { canvas: { enabled: false } },
    announcements: { enabled: false },
    // The lake's GROQ engine (groq-js) has no text::query, which the default search strategy uses.
    search: { strategy: 'groqLegacy' },
    // The review-changes panel reads the transaction log, which the lake keeps; not the hosted events API.
    beta: { eventsAPI: { documents: false } },
    document: { ...shared.document, comments: { enabled: false } },
  })
}
