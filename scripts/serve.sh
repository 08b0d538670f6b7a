#!/usr/bin/env bash
# `npm run serve`: installs what is missing, builds, and serves the whole site on embedded defaults
# (bundled content, the embedded commerce backend, no accounts or keys) at http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/setup.sh
source scripts/lib/commerce.sh

export NEXT_TELEMETRY_DISABLED=1
ensure_node_modules
start_embedded_commerce
npx next build
npx next start -p "${PORT:-3000}"
