# The embedded commerce backend (@supabase/lite on PGlite) for `npm run serve`, unless a hosted
# Supabase project is configured. It runs as its own process: PGlite lets one process own its data.
start_embedded_commerce() {
  if [ -n "${NEXT_PUBLIC_SUPABASE_URL:-}" ]; then
    echo "› Commerce: hosted Supabase at $NEXT_PUBLIC_SUPABASE_URL"
    return
  fi
  export SUPABASE_LITE_PORT="${SUPABASE_LITE_PORT:-54321}"
  export SITE_ORIGIN="${SITE_ORIGIN:-http://localhost:${PORT:-3000}}"
  echo "› Commerce: starting the embedded backend on port $SUPABASE_LITE_PORT (data in .data/supabase)…"
  npx tsx lib/commerce/embedded/main.mts &
  COMMERCE_PID=$!
  trap 'kill "$COMMERCE_PID" 2>/dev/null || true' EXIT
  for _ in $(seq 1 120); do
    if node -e "fetch('http://127.0.0.1:$SUPABASE_LITE_PORT/auth/v1/settings').then(() => process.exit(0), () => process.exit(1))"; then
      return
    fi
    if ! kill -0 "$COMMERCE_PID" 2>/dev/null; then
      echo "The embedded commerce backend stopped; see the messages above." >&2
      exit 1
    fi
    sleep 0.5
  done
  echo "The embedded commerce backend did not start within 60 s." >&2
  exit 1
}
