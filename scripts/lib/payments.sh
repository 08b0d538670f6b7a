# The test provider's local payment service for `npm run serve` and `npm run dev`, unless Stripe is
# configured (PAYMENT_PROVIDER=stripe). It runs as its own process beside the site: the browser
# confirms each payment with it directly (the card never reaches the site), and it tells the site
# the outcome through a signed webhook. Sourced after scripts/lib/commerce.sh, whose stop_started
# stops it too.

start_test_payments() {
  if [ "${PAYMENT_PROVIDER:-test}" = "stripe" ]; then
    echo "› Payments: Stripe"
    return
  fi
  local site_port="${PORT:-3000}"
  export TEST_PAYMENTS_PORT="${TEST_PAYMENTS_PORT:-54350}"
  export TEST_PAYMENTS_KEYS_FILE="${TEST_PAYMENTS_KEYS_FILE:-.data/payments-local.keys.json}"
  # A production build refuses test payments unless told it runs for local use.
  export ALLOW_TEST_PAYMENTS=1
  local site_origin="${SITE_ORIGIN:-http://localhost:$site_port}"
  echo "› Payments: starting the test payment service on 127.0.0.1:$TEST_PAYMENTS_PORT (state and keys in .data/)…"
  # Pages opened at localhost or at 127.0.0.1 may confirm payments; events go to the site on
  # loopback, where `next start` listens whatever HOST says.
  SITE_ORIGIN="$site_origin,http://localhost:$site_port,http://127.0.0.1:$site_port" \
    TEST_PAYMENTS_WEBHOOK_URL="${TEST_PAYMENTS_WEBHOOK_URL:-http://127.0.0.1:$site_port/api/payments/webhook}" \
    node_modules/.bin/tsx lib/payments/test-service/main.mts &
  STARTED_PIDS+=("$!")
  wait_until_ready "The test payment service" "$!" "http://127.0.0.1:$TEST_PAYMENTS_PORT/health" ok 30
}
