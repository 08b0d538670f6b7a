#!/usr/bin/env bash
# `npm run sanity:seed`: imports the bundled dataset (documents and images) into the hosted Sanity
# project named by NEXT_PUBLIC_SANITY_PROJECT_ID / NEXT_PUBLIC_SANITY_DATASET.
# Needs SANITY_IMPORT_TOKEN (an Editor token from sanity.io/manage). Replaces documents with the same ids.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${NEXT_PUBLIC_SANITY_PROJECT_ID:?Set NEXT_PUBLIC_SANITY_PROJECT_ID to your Sanity project id}"
: "${SANITY_IMPORT_TOKEN:?Set SANITY_IMPORT_TOKEN to a token with write access}"
npx sanity dataset import studio/seed/dataset.ndjson "${NEXT_PUBLIC_SANITY_DATASET:-production}" --replace
