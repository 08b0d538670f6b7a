import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
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
    globalSetup: ['tests/support/migrated-databases.ts'],
    testTimeout: 30_000,
    // Vitest's default is a file at a time on two cores (one fewer than the cores); the database
    // tests spend most of their time waiting on their backends, so three files run side by side.
    maxWorkers: Math.max(3, availableParallelism() - 1),
    // Worker threads, not processes: each file starts without a process of its own to boot
    // (measured here, the same 143 files: 138 s → 109 s and 172 s → 122 s). Each thread has its
    // own copy of process.env, which the embedded backend and vi.stubEnv change.
    pool: 'threads',
    // Passwords hashed at bcrypt's lowest cost, as the journeys do (playwright.config.ts): at
    // @supabase/lite's default (10, in JavaScript) the auth and RLS files' sign-ups took 28 s of a core.
    env: { LITE_AUTH_BCRYPT_COST: '4' },
  },
})
