import { defineCliConfig } from 'sanity/cli'

export default defineCliConfig({
  api: {
    projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || 'unconfigured',
    dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || 'production',
  },
  typegen: {
    path: ['./lib/**/*.{ts,tsx}', './app/**/*.{ts,tsx}'],
    schema: './studio/schema.json',
    generates: './lib/content/sanity.types.ts',
    overloadClientMethods: true,
  },
})
