#!/usr/bin/env bash
# `npm run serve`: installs what is missing, builds, and serves the whole site on embedded defaults
# (bundled content, no accounts or keys) at http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/setup.sh

export NEXT_TELEMETRY_DISABLED=1
ensure_node_modules
npx next build
exec npx next start -p "${PORT:-3000}"
