# Shared set-up for the README's commands: each installs what it needs, once.

source "$(dirname "${BASH_SOURCE[0]}")/node.sh"

# Debian keeps runuser, haproxy and PostgreSQL's cluster tools in the sbin folders, which the PATH of
# a non-login shell or a CI runner may lack.
case ":$PATH:" in *:/usr/sbin:*) ;; *) export PATH="$PATH:/usr/sbin:/sbin" ;; esac

# No usage reports from Next.js, the Sanity CLI or the embedded backend.
export NEXT_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 LITE_TELEMETRY=0

# npm packages, re-installed whenever package-lock.json or the Node.js major changes.
ensure_node_modules() {
  local stamp=node_modules/.installed-lock-hash
  local want
  want=$( (cat package-lock.json; node -p 'process.versions.modules') | sha1sum | cut -d' ' -f1)
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    echo "› Installing npm packages…"
    # Not `npm ci`: npm 11 rejects a lockfile that lacks other platforms' optional binaries
    # (rollup, swc, tailwind oxide), which npm itself never writes (npm/cli#4828).
    # `npm install` installs the locked versions and leaves the lockfile as it is.
    npm install --no-audit --no-fund
    echo "$want" > "$stamp"
  fi
}

# Debian's Chromium for the browser tests, and its headless shell, which the journeys run on (the
# whole browser in headless mode took a third more time: 123 s against 93 s for the same journeys);
# Lighthouse's benchmark runs the whole browser. Playwright must never download its own.
ensure_chromium() {
  if [ -x /usr/bin/chromium ] && [ -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ]; then return; fi
  echo "› Installing Chromium and its headless shell from Debian…"
  local sudo=''
  [ "$(id -u)" -eq 0 ] || sudo='sudo'
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-headless-shell
}
