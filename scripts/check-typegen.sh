#!/usr/bin/env bash
# Fails when studio/schema.json or lib/content/sanity.types.ts no longer match the schema and queries.
# Both are made again in a folder of their own and compared: the checked-in files are never
# rewritten, so the type check and the lint can read them meanwhile (scripts/verify.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
# Inside the project: the schema extractor takes its --path as relative to it.
mkdir -p .data
tmp=$(mktemp -d .data/typegen-XXXXXX)
trap 'rm -rf "$tmp"' EXIT
TYPEGEN_SCHEMA="$tmp/schema.json" TYPEGEN_OUTPUT="$tmp/sanity.types.ts" npm run --silent typegen > "$tmp/log" 2>&1 || { cat "$tmp/log"; exit 1; }
# The types name the schema file they were made from.
sed -i "s#^// Source: $tmp/schema.json\$#// Source: studio/schema.json#" "$tmp/sanity.types.ts"
if ! cmp -s studio/schema.json "$tmp/schema.json" || ! cmp -s lib/content/sanity.types.ts "$tmp/sanity.types.ts"; then
  echo 'Generated content types are stale: run `npm run typegen` and commit studio/schema.json and lib/content/sanity.types.ts.'
  exit 1
fi
echo 'Generated content types are current.'
