#!/usr/bin/env bash
# `npm run verify`: every check and test. Installs npm packages, Debian's Chromium and PostgreSQL when
# missing, and ends with each step's time.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/setup.sh
source scripts/lib/postgres.sh
source scripts/lib/cluster.sh

# Each build here starts from nothing and none follows it: the cache Turbopack writes for the next
# build (next.config.mjs) would never be read, and writing it took a sixth of a build's processor
# time (measured alone: 104 and 115 s of a core without it, 126 and 133 s with it).
export NEXT_BUILD_CACHE=off

times_file=$(mktemp)
started=$SECONDS
summary() {
  local rc=$?
  printf '\n━━ Time per step\n'
  cat "$times_file"
  printf '%6ss  %s\n' $((SECONDS - started)) "in all ($([ "$rc" -eq 0 ] && echo passed || echo FAILED))"
  rm -f "$times_file"
}
trap summary EXIT

# step TITLE COMMAND…: runs the command under a heading and records its time, failed or not.
step() {
  local title=$1 start=$SECONDS rc=0
  shift
  printf '\n━━ %s\n' "$title"
  "$@" || rc=$?
  printf '%6ss  %s%s\n' $((SECONDS - start)) "$title" "$([ "$rc" -eq 0 ] || echo '  (failed)')" >> "$times_file"
  return "$rc"
}

# lanes: runs each lane (a function that calls `step` in turn) beside the others, since each step in
# them leaves part of the machine idle; the first lane's output shows as it comes, each other's once it
# ends; fails if any lane failed.
lanes() {
  local dir pids=() rc=0 i
  dir=$(mktemp -d)
  for i in $(seq 2 $#); do
    "${!i}" > "$dir/$i.log" 2>&1 &
    pids+=($!)
  done
  "$1" || rc=1
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || rc=1
    cat "$dir/$((i + 2)).log"
  done
  rm -rf "$dir"
  return "$rc"
}

# Steps that run functions chain them with &&: `set -e` does not stop a function called in a test.
# Debian's packages beside the npm packages: each mostly waits on its own mirror. Then PostgreSQL starts.
install() {
  ensure_node || return
  local debian_log rc=0 apt_pid
  debian_log=$(mktemp)
  ensure_debian_packages "${CHROMIUM_PACKAGES[@]}" "${POSTGRES_PACKAGES[@]}" "${CLUSTER_PACKAGES[@]}" > "$debian_log" 2>&1 &
  apt_pid=$!
  ensure_node_modules || rc=1
  wait "$apt_pid" || rc=1
  cat "$debian_log"
  rm -f "$debian_log"
  [ "$rc" -eq 0 ] && ensure_postgres
}

types_lane() {
  step 'Types' npm run --silent typecheck &&
    step 'No unused files, exports or dependencies' npm run --silent knip
}

checks_lane() {
  step 'Seed dataset is built from its sources and valid against the schema' npm run --silent seed:check &&
    step 'Generated database types are current (migrations applied to a scratch PostgreSQL database)' npm run --silent db:types -- --check &&
    step 'Lint' npm run --silent lint &&
    step 'No high or critical advisory in the packages that ship (npm audit --omit=dev)' npm run --silent audit
}

content_types_lane() {
  step 'Generated content types are current' scripts/check-typegen.sh
}

step 'Install' install
lanes types_lane checks_lane content_types_lane
unit_lane() {
  step 'Unit and component tests' npm run --silent test:unit
}
build_lane() {
  # The types were checked above (next.config.mjs skips the build's own check). The developer tools'
  # journeys read the documentation extract-docs writes.
  TYPES_CHECKED_BY_VERIFY=1 step 'Production build' npx next build &&
    step 'Developer tools documentation' npm run --silent extract-docs
}
# Beside each other: each leaves part of the two cores idle, the unit tests waiting on their databases
# (measured on a fresh clone: 143 s, then 62 s and 6 s; side by side 203 s, and 175 s and 14 s).
lanes unit_lane build_lane
journeys_lane() {
  step 'Browser journeys (Chromium, against the production build served by lib/http/server.mts)' npm run --silent test:e2e
}
# The build's checks count bytes, not time, so the journeys' load beside them changes nothing.
build_checks_and_cluster_lane() {
  step 'Prerendered pages whole as sent (nothing ready at build time swapped in by script)' npm run --silent check:prerendered &&
    step 'JavaScript the public pages load (as Lighthouse counts it) within budget over a bare Next.js page' npm run --silent check:js-budget &&
    step 'Cluster journeys (three instances behind haproxy sharing Redis, started by npm run serve:cluster)' npm run --silent test:cluster
}
# Beside each other: the JS budget mostly waits for each page's network to go quiet, and the cluster's
# journeys on its instances starting and on haproxy's checks.
lanes journeys_lane build_checks_and_cluster_lane
