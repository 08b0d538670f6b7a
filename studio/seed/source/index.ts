import type { SeedDocument } from './helpers'
import { pageDocuments } from './pages'
import { productDocuments } from './products'
import { siteSettings } from './settings'
import { showcaseDocuments } from './showcase'
import { sizingDocuments } from './sizing'

/** Every document of the seed dataset; build.ts writes them to dataset.ndjson. */
export const seedDocuments: SeedDocument[] = [
  siteSettings,
  ...pageDocuments,
  ...productDocuments,
  ...sizingDocuments,
  ...showcaseDocuments,
]
