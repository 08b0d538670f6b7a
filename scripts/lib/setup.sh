# Shared set-up for the README's commands: each installs what it needs, once.

source "$(dirname "${BASH_SOURCE[0]}")/node.sh"
source "$(dirname "${BASH_SOURCE[0]}")/debian.sh"

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
# `npm run verify` installs them with the other Debian packages it needs.
CHROMIUM_PACKAGES=(chromium chromium-headless-shell)
