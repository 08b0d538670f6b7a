#!/usr/bin/env bash
# Fails when studio/schema.json or lib/content/sanity.types.ts no longer match the schema and queries.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp studio/schema.json lib/content/sanity.types.ts "$tmp/"
npm run --silent typegen > "$tmp/log" 2>&1 || { cat "$tmp/log"; exit 1; }
if ! cmp -s studio/schema.json "$tmp/schema.json" || ! cmp -s lib/content/sanity.types.ts "$tmp/sanity.types.ts"; then
  echo 'Generated content types were stale and have been regenerated: commit studio/schema.json and lib/content/sanity.types.ts.'
  exit 1
fi
echo 'Generated content types are current.'
