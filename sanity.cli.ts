import { defineCliConfig } from 'sanity/cli'

export default defineCliConfig({
  api: {
    projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || 'unconfigured',
    dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
  },
  // `npm run typegen` with TYPEGEN_SCHEMA and TYPEGEN_OUTPUT writes both files elsewhere: scripts/check-typegen.sh compares them with these.
  typegen: {
    path: ['./lib/**/*.{ts,tsx}', './app/**/*.{ts,tsx}'],
    schema: process.env.TYPEGEN_SCHEMA || './studio/schema.json',
    generates: process.env.TYPEGEN_OUTPUT || './lib/content/sanity.types.ts',
    overloadClientMethods: true,
  },
})
