import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      // `server-only` throws outside React's server runtime; tests import server modules directly.
      'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
    },
  },
  test: {
    include: ['{lib,components,studio,app,tests/unit}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
  },
})
