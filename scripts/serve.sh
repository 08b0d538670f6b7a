#!/usr/bin/env bash
# `npm run serve`: installs what is missing, builds, and serves the whole site on embedded defaults
# (bundled content, the embedded commerce backend, no accounts or keys) at http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/setup.sh
source scripts/lib/commerce.sh

ensure_node
ensure_node_modules
start_embedded_commerce
# Its own output folder: `npm run verify` rebuilds .next, which must not pull the files from under this server.
export NEXT_DIST_DIR="${NEXT_DIST_DIR:-.next-serve}"
npx next build
npx next start -p "${PORT:-3000}"
