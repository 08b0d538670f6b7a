# The local content lake for `npm run serve` and `npm run dev`, unless a hosted Sanity project is
# configured (NEXT_PUBLIC_SANITY_PROJECT_ID). It runs as its own process (studio/local-lake): the
# Studio at /studio edits its documents, the site's pages read them, and each publish refreshes
# those pages. Sourced after scripts/lib/commerce.sh, whose stop_started stops it too.

start_content_lake() {
  if [ -n "${NEXT_PUBLIC_SANITY_PROJECT_ID:-}" ]; then
    echo "› Content: hosted Sanity project $NEXT_PUBLIC_SANITY_PROJECT_ID"
    return
  fi
  local site_port="${PORT:-3000}"
  export CONTENT_LAKE_PORT="${CONTENT_LAKE_PORT:-54360}"
  # Named for the site's server too: its pages read the lake's documents (the build's as well).
  export CONTENT_LAKE_DIR="${CONTENT_LAKE_DIR:-.data/content-lake}"
  export CONTENT_LAKE_KEYS_FILE="${CONTENT_LAKE_KEYS_FILE:-.data/content-lake.keys.json}"
  echo "› Content: starting the local content lake on https://127.0.0.1:$CONTENT_LAKE_PORT (documents and keys in .data/)…"
  # The Studio may be opened at localhost or at 127.0.0.1; publish notices go to the site on loopback.
  SITE_ORIGIN="${SITE_ORIGIN:-http://localhost:$site_port},http://localhost:$site_port,http://127.0.0.1:$site_port" \
    CONTENT_LAKE_WEBHOOK_URL="${CONTENT_LAKE_WEBHOOK_URL:-http://127.0.0.1:$site_port/api/revalidate}" \
    node_modules/.bin/tsx studio/local-lake/main.mts &
  STARTED_PIDS+=("$!")
  wait_until_ready "The local content lake" "$!" "https://127.0.0.1:$CONTENT_LAKE_PORT/v1/ping" ok 60
}
