#!/usr/bin/env bash
# `npm run serve`: installs what is missing, builds, and serves the whole site on embedded defaults
# (bundled content, the embedded commerce backend, no accounts or keys) at http://localhost:${PORT:-3000}.
# `npm run dev` (--dev): the same site and services, on Next's development server instead of a build:
# an edit shows in the browser at once, and drafts edited in the Studio preview on the live site.
# It listens on loopback only: HOST=0.0.0.0 serves other machines (the embedded backend stays on loopback).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/setup.sh
source scripts/lib/commerce.sh
source scripts/lib/payments.sh
source scripts/lib/content-lake.sh
source scripts/lib/mail.sh

dev="${1:-}"
[ -z "$dev" ] || [ "$dev" = --dev ] || { echo "Usage: bash scripts/serve.sh [--dev]" >&2; exit 2; }
ensure_node
ensure_node_modules
start_mail_catcher
start_embedded_commerce
start_test_payments
start_content_lake
if [ -z "$dev" ]; then
  # Its own output folder: `npm run verify` rebuilds .next, which must not pull the files from under this server.
  export NEXT_DIST_DIR="${NEXT_DIST_DIR:-.next-serve}"
  npx next build
fi
# In the background, so a stop of this script (Ctrl-C, or a kill) reaches the site and the backend alike.
# The server entry, not `next start` or `next dev`: it reads each client's address from its connection (lib/http/server.mts).
PORT="${PORT:-3000}" HOST="${HOST:-127.0.0.1}" node lib/http/server.mts ${dev:+--dev} &
SITE_PID=$!
wait_for_either "$SITE_PID"
