#!/usr/bin/env bash
# `npm run serve`: installs what is missing, builds, and serves the whole site on embedded defaults
# (bundled content, the embedded commerce backend, no accounts or keys) at http://localhost:${PORT:-3000}.
# `npm run dev` (--dev): the same site and services, on Next's development server instead of a build:
# an edit shows in the browser at once, and drafts edited in the Studio preview on the live site.
# `npm run serve:cluster` (--cluster): the same build as several servers would run it: INSTANCES
# (3) site instances sharing one cache in Redis, behind haproxy at the same address, with the
# commerce backend on PostgreSQL (scripts/lib/cluster.sh, docs/deploy.md).
# It listens on loopback only: HOST=0.0.0.0 serves other machines (the embedded backend stays on loopback).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/setup.sh
source scripts/lib/commerce.sh
source scripts/lib/payments.sh
source scripts/lib/content-lake.sh
source scripts/lib/mail.sh
source scripts/lib/postgres.sh
source scripts/lib/cluster.sh

mode="${1:-}"
case "$mode" in '' | --dev | --cluster) ;; *) echo "Usage: bash scripts/serve.sh [--dev | --cluster]" >&2; exit 2 ;; esac

# Its own output folder: `npm run verify` rebuilds .next, which must not pull the files from under this server.
[ "$mode" = --dev ] || export NEXT_DIST_DIR="${NEXT_DIST_DIR:-.next-serve}"
# One site per build folder: a second start would build into the folder the first serves from, which
# then answers 500 for its scripts. Refused here, before anything is built or started. The lock is
# the kernel's, so it goes with this script however it ends.
mkdir -p .data
exec {serve_lock}> ".data/serve-$(basename "${NEXT_DIST_DIR:-.next}").lock"
flock -n "$serve_lock" || { echo "A site started by npm run serve, dev or serve:cluster is already running from ${NEXT_DIST_DIR:-.next} in this checkout: stop it first (Ctrl-C in its terminal)." >&2; exit 1; }

ensure_node
ensure_node_modules
if [ "$mode" = --cluster ]; then
  INSTANCES="${INSTANCES:-3}"
  ensure_cluster_packages
  # The instances' e-mail workers and webhooks meet in one database, as on a hosted project.
  # CLUSTER_DATABASE names it; CLUSTER_FRESH_DATABASE=1 (the cluster journeys) starts it empty.
  use_local_postgres_for_commerce "${CLUSTER_DATABASE:-hockey_shop_cluster}" "$([ "${CLUSTER_FRESH_DATABASE:-}" != 1 ] || echo fresh)"
  # Its stored files go with that database, not with the single site's.
  export SUPABASE_LITE_DATA_DIR="${SUPABASE_LITE_DATA_DIR:-.data/supabase-cluster}"
  BEFORE_STOP=drain_cluster
fi
start_mail_catcher
start_embedded_commerce
start_test_payments
start_content_lake
# SKIP_BUILD=1: serve the build already in NEXT_DIST_DIR (the cluster journeys serve the test build).
if [ "$mode" != --dev ] && [ "${SKIP_BUILD:-}" != 1 ]; then
  npx next build
fi
if [ "$mode" = --cluster ]; then
  start_redis
  start_instances
  start_balancer
  echo "› The site is at http://${HOST:-127.0.0.1}:${PORT:-3000} (haproxy over ${INSTANCE_PORTS[*]})"
  wait_for_either "$BALANCER_PID"
fi
# In the background, so a stop of this script (Ctrl-C, or a kill) reaches the site and the backend alike.
# The server entry, not `next start` or `next dev`: it reads each client's address from its connection (lib/http/server.mts).
PORT="${PORT:-3000}" HOST="${HOST:-127.0.0.1}" node lib/http/server.mts ${mode:+"$mode"} &
SITE_PID=$!
wait_for_either "$SITE_PID"
