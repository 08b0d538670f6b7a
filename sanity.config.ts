'use client'

import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { visionTool } from '@sanity/vision'
import { schemaTypes, singletonIds } from './studio/schemaTypes'
import { structure } from './studio/structure'
import { sanityApiVersion, sanityDataset, sanityProjectId } from './studio/env'

const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'default',
  title: 'Hockey shop content',
  basePath: '/studio',
  projectId: sanityProjectId || 'unconfigured',
  dataset: sanityDataset,
  plugins: [structureTool({ structure }), visionTool({ defaultApiVersion: sanityApiVersion })],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the structure; they cannot be created again from "New document".
    templates: (templates) => templates.filter(({ schemaType }) => !singletonIds.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletonIds.has(schemaType) ? actions.filter(({ action }) => action && singletonActions.has(action)) : actions,
  },
})
