import { defineCliConfig } from 'sanity/cli'

export default defineCliConfig({
  api: {
    projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || 'unconfigured',
    dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
  },
  // scripts/check-typegen.sh writes both files elsewhere, to compare them with these.
  typegen: {
    path: ['./lib/**/*.{ts,tsx}', './app/**/*.{ts,tsx}'],
    schema: process.env.TYPEGEN_SCHEMA || './studio/schema.json',
    generates: process.env.TYPEGEN_OUTPUT || './lib/content/sanity.types.ts',
    overloadClientMethods: true,
  },
})
