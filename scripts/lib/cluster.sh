# The site as it runs on several servers, on this machine (`npm run serve:cluster`): a Redis that the
# instances share their cache in, INSTANCES site servers, and Debian's haproxy in front of them on
# PORT. Sourced after scripts/lib/commerce.sh, whose stop_started stops all of it.

source "$(dirname "${BASH_SOURCE[0]}")/debian.sh"

INSTANCE_PIDS=()

# Debian's Redis and haproxy, installed when missing.
CLUSTER_PACKAGES=(redis-server haproxy)
ensure_cluster_packages() {
  ensure_debian_packages "${CLUSTER_PACKAGES[@]}"
}

# Redis on loopback, in memory only (a cache: nothing in it must survive), evicting the least used
# entries when full; exports REDIS_URL. A REDIS_URL already set (a managed Redis) is used instead.
start_redis() {
  if [ -n "${REDIS_URL:-}" ]; then
    echo "› Cache: Redis at ${REDIS_URL##*@}"
    return
  fi
  local port="${REDIS_PORT:-6390}"
  echo "› Cache: starting Redis on 127.0.0.1:$port…"
  # In a session of its own: a Ctrl-C reaches this script, which stops it once the instances using it have drained.
  setsid redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no \
    --maxmemory "${REDIS_MAXMEMORY:-256mb}" --maxmemory-policy allkeys-lru --loglevel warning &
  STARTED_PIDS+=("$!")
  export REDIS_URL="redis://127.0.0.1:$port"
  wait_until "Redis" "$!" 30 redis-cli -p "$port" ping
}

# INSTANCE_PORTS: the instances' ports, after the balancer's.
cluster_ports() {
  INSTANCE_PORTS=()
  for i in $(seq 1 "$INSTANCES"); do INSTANCE_PORTS+=($((${PORT:-3000} + i))); done
}

# One instance on PORT, started again whenever it ends (as an orchestrator would), until this
# subshell is told to stop, which it passes on: the instance drains (lib/http/server.mts).
supervise_instance() {
  local port="$1" child=''
  trap '[ -z "$child" ] || kill -TERM "$child" 2>/dev/null; wait "$child" 2>/dev/null; exit 0' TERM INT
  while true; do
    PORT="$port" HOST=127.0.0.1 TRUSTED_PROXY_HOPS="${CLUSTER_TRUSTED_PROXY_HOPS:-1}" SHUTDOWN_DELAY_MS="${SHUTDOWN_DELAY_MS:-3000}" node lib/http/server.mts &
    child=$!
    wait "$child" || true
    echo "› Site: the instance on 127.0.0.1:$port ended; starting it again…" >&2
    sleep 1
  done
}

# The site's instances, each on loopback on a port of its own, all on one build and one Redis.
# Client addresses come from haproxy's X-Forwarded-For (the one proxy that can reach them);
# CLUSTER_TRUSTED_PROXY_HOPS=2 believes one more proxy before it (bench:cluster names its visitors so).
start_instances() {
  cluster_ports
  local port i
  INSTANCE_PIDS=()
  for port in "${INSTANCE_PORTS[@]}"; do
    echo "› Site: starting an instance on 127.0.0.1:$port…"
    supervise_instance "$port" &
    STARTED_PIDS+=("$!")
    INSTANCE_PIDS+=("$!")
  done
  for i in "${!INSTANCE_PIDS[@]}"; do
    wait_until_ready "The instance on port ${INSTANCE_PORTS[$i]}" "${INSTANCE_PIDS[$i]}" "http://127.0.0.1:${INSTANCE_PORTS[$i]}/readyz" ok 120
  done
}

# haproxy's configuration, for PORT in front of INSTANCE_PORTS: round robin, each checked at /readyz
# every second and every 250 ms once a check has failed or passed after a failure (out after two
# failures, back after two passes; a stopping instance serves until it is out, lib/http/drain.mts),
# responses streamed as they come. A request whose connection failed goes to another instance; so does
# a GET or HEAD whose connection the instance closed as it was sent (a reused idle one, closed by a
# draining instance): it was not answered, and sending it again is safe. Any other request that reached
# an instance is never sent twice. tests/cluster/balancer.spec.ts holds it to that.
balancer_config() {
  # The admin socket takes an instance out or puts it back by hand (set server instances/instance-3001
  # state maint|ready), as bench:cluster does to compare 1, 2 and 3 instances.
  printf 'global\n  maxconn 4096\n  log stdout format raw local0 warning\n  stats socket %s mode 600 level admin\n\n' "$PWD/.data/cluster/haproxy-${PORT:-3000}.sock"
  # Requests that end in an error are logged (at err level, so past the warning filter), the others not.
  printf 'defaults\n  mode http\n  log global\n  option httplog\n  option log-separate-errors\n  option forwardfor\n'
  printf '  option redispatch\n  retries 3\n  retry-on conn-failure empty-response\n'
  printf '  timeout connect 2s\n  timeout client 70s\n  timeout server 70s\n  timeout http-keep-alive 30s\n\n'
  printf 'frontend site\n  bind %s:%s\n  default_backend instances\n\n' "${HOST:-127.0.0.1}" "${PORT:-3000}"
  printf 'backend instances\n  balance roundrobin\n  option httpchk GET /readyz\n  http-check expect status 200\n'
  printf '  timeout check 3s\n  default-server check inter 1s fastinter 250ms fall 2 rise 2\n'
  printf '  http-request disable-l7-retry if !METH_GET\n'
  # A response header naming the instance, to see where requests went.
  printf '  http-response set-header X-Served-By %%[srv_name]\n'
  # CLUSTER_PIN_HEADER=1 (the cluster journeys): a request may name the instance it goes to.
  local port
  if [ "${CLUSTER_PIN_HEADER:-}" = 1 ]; then
    for port in "${INSTANCE_PORTS[@]}"; do printf '  use-server instance-%s if { req.hdr(x-cluster-instance) -m str instance-%s }\n' "$port" "$port"; done
  fi
  for port in "${INSTANCE_PORTS[@]}"; do printf '  server instance-%s 127.0.0.1:%s\n' "$port" "$port"; done
}

# haproxy on HOST:PORT in front of the instances (balancer_config), its configuration written to
# .data/cluster/haproxy-PORT.cfg.
start_balancer() {
  mkdir -p .data/cluster
  local config=".data/cluster/haproxy-${PORT:-3000}.cfg"
  balancer_config > "$config"
  echo "› Load balancer: starting haproxy on ${HOST:-127.0.0.1}:${PORT:-3000} (round robin over ${#INSTANCE_PORTS[@]} instances)…"
  # In a session of its own: a Ctrl-C reaches this script, whose stop lets it finish its requests.
  setsid haproxy -W -db -f "$config" &
  BALANCER_PID=$!
  STARTED_PIDS+=("$BALANCER_PID")
  wait_until_ready "haproxy" "$BALANCER_PID" "http://127.0.0.1:${PORT:-3000}/readyz" ok 30
}

# A stop drains: haproxy stops taking connections and finishes those it has (SIGUSR1), while each
# instance answers its requests in progress (lib/http/server.mts); then the services they use stop.
drain_cluster() {
  [ -z "${BALANCER_PID:-}" ] || kill -USR1 "$BALANCER_PID" 2>/dev/null || true
  [ ${#INSTANCE_PIDS[@]} -eq 0 ] && return
  kill -TERM "${INSTANCE_PIDS[@]}" 2>/dev/null || true
  wait "${INSTANCE_PIDS[@]}" 2>/dev/null || true
}
