#!/usr/bin/env bash
# `npm run verify`: every check and test. Installs npm packages, Debian's Chromium and PostgreSQL when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/setup.sh
source scripts/lib/postgres.sh

step() { printf '\n━━ %s\n' "$1"; }

step 'Install'
ensure_node
ensure_node_modules
ensure_chromium
ensure_postgres

step 'Seed dataset is built from its sources and valid against the schema'
npm run --silent seed:check

step 'Generated content types are current'
scripts/check-typegen.sh

step 'Generated database types are current (migrations applied to a scratch PostgreSQL database)'
npm run --silent db:types -- --check

step 'Types'
npm run --silent typecheck

step 'Lint'
npm run --silent lint

step 'No unused files, exports or dependencies'
npm run --silent knip

step 'No high or critical advisory in the packages that ship (npm audit --omit=dev)'
npm run --silent audit

step 'Unit and component tests'
npm run --silent test:unit

step 'Production build'
npx next build

step 'First-load JavaScript of the public pages within budget over a bare Next.js page'
npm run --silent check:js-budget

step 'Browser journeys (Chromium, against the production build served by lib/http/server.mts)'
npm run --silent test:e2e

step 'Developer pages, in a build that enables them'
npm run --silent extract-docs
ENABLE_DEV_PAGES=1 NEXT_DIST_DIR=.next-devpages npx next build
ENABLE_DEV_PAGES=1 NEXT_DIST_DIR=.next-devpages npx playwright test tests/e2e/dev-pages.spec.ts --project desktop
