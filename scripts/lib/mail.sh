# The local mail catcher for `npm run serve` and `npm run dev` (MailDev, from npm), unless SMTP_URL
# names a real mail server. Every e-mail the site and the embedded backend send lands there, nothing
# leaves the machine, and a developer reads them at http://127.0.0.1:${MAIL_CATCHER_WEB_PORT:-1080}.
# Kept in .data/mail (MAIL_CATCHER_DIR), so a restart loses nothing. Sourced after scripts/lib/commerce.sh, whose
# stop_started stops it too; started before the backend and the site, which send to it.

start_mail_catcher() {
  if [ -n "${SMTP_URL:-}" ]; then
    local server="${SMTP_URL#*://}"
    echo "› E-mail: sent through ${server##*@} (SMTP_URL)"
    return
  fi
  local smtp_port="${MAIL_CATCHER_SMTP_PORT:-1025}" web_port="${MAIL_CATCHER_WEB_PORT:-1080}" dir="${MAIL_CATCHER_DIR:-.data/mail}"
  export SMTP_URL="smtp://127.0.0.1:$smtp_port"
  export MAIL_FROM="${MAIL_FROM:-NorthLine Hockey <orders@hockey-shop.local>}"
  echo "› E-mail: starting the local mail catcher (SMTP on 127.0.0.1:$smtp_port)…"
  mkdir -p "$dir"
  node_modules/.bin/maildev --ip 127.0.0.1 --smtp "$smtp_port" --web-ip 127.0.0.1 --web "$web_port" \
    --mail-directory "$dir" --silent &
  STARTED_PIDS+=("$!")
  wait_until_ready "The mail catcher" "$!" "http://127.0.0.1:$web_port/api/healthz" ok 30
  echo "› E-mail: every e-mail the shop sends is at http://127.0.0.1:$web_port"
}
