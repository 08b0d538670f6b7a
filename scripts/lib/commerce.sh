# The embedded commerce backend (@supabase/lite on PGlite) for `npm run serve` and `npm run dev`,
# unless a hosted Supabase project is configured. It runs as its own process: PGlite lets one
# process own its data.

# Stops every process this script started, whichever way the script ends; BEFORE_STOP, when set,
# names a function to call first (the cluster's drain).
STARTED_PIDS=()
BEFORE_STOP=
stop_started() {
  trap - EXIT INT TERM
  [ ${#STARTED_PIDS[@]} -eq 0 ] && return
  [ -z "$BEFORE_STOP" ] || "$BEFORE_STOP"
  kill "${STARTED_PIDS[@]}" 2>/dev/null || true
  wait "${STARTED_PIDS[@]}" 2>/dev/null || true
}
trap stop_started EXIT
trap 'exit 130' INT TERM

# Waits until the site or the backend ends, then stops the other (the EXIT trap).
wait_for_either() {
  STARTED_PIDS+=("$1")
  local status=0
  wait -n "${STARTED_PIDS[@]}" || status=$?
  exit "$status"
}

# Waits until the local service NAME (started as PID) answers at URL ("any" answer, or 2xx with
# "ok"), for at most SECONDS; stops the script if the service ends or never answers.
wait_until_ready() {
  wait_until "$1" "$2" "$5" node scripts/lib/probe.mjs "$3" "$4"
}

# Waits until COMMAND… succeeds, which says the local service NAME (started as PID) is up, for at
# most SECONDS; stops the script if the service ends or never comes up.
wait_until() {
  local name="$1" pid="$2" seconds="$3"
  shift 3
  for _ in $(seq 1 $((seconds * 2))); do
    if "$@" > /dev/null 2>&1; then
      return
    fi
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "$name stopped; see the messages above." >&2
      exit 1
    fi
    sleep 0.5
  done
  echo "$name did not start within $seconds s." >&2
  exit 1
}
start_embedded_commerce() {
  if [ -n "${NEXT_PUBLIC_SUPABASE_URL:-}" ]; then
    echo "› Commerce: hosted Supabase at $NEXT_PUBLIC_SUPABASE_URL"
    return
  fi
  export SUPABASE_LITE_PORT="${SUPABASE_LITE_PORT:-54321}"
  export SITE_ORIGIN="${SITE_ORIGIN:-http://localhost:${PORT:-3000}}"
  # A production build refuses the embedded backend unless told it runs for local use.
  export ALLOW_EMBEDDED_COMMERCE=1
  echo "› Commerce: starting the embedded backend on 127.0.0.1:$SUPABASE_LITE_PORT (data and keys in .data/)…"
  # tsx itself, not through npx, so the PID is the process that passes a stop on to the backend.
  node_modules/.bin/tsx lib/commerce/embedded/main.mts &
  STARTED_PIDS+=("$!")
  # Its settings answer 401 without a key: any answer means it is up.
  wait_until_ready "The embedded commerce backend" "$!" "http://127.0.0.1:$SUPABASE_LITE_PORT/auth/v1/settings" any 60
}
