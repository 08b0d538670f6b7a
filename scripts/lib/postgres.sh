# A real PostgreSQL server for the commerce database tests (tests/unit/commerce), which run the
# schema on PGlite and again on PostgreSQL, and for the embedded commerce backend where it runs on
# PostgreSQL (the journeys, `npm run serve:cluster`). Source this file, then call `ensure_postgres`
# or `use_local_postgres_for_commerce`.

source "$(dirname "${BASH_SOURCE[0]}")/debian.sh"

POSTGRES_PACKAGES=(postgresql)

# Installs Debian's PostgreSQL when missing, starts its cluster and exports
# COMMERCE_TEST_POSTGRES_URL: a superuser (the backend creates the Supabase roles) that logs in
# with a password over TCP on 127.0.0.1. A URL already set in the environment is used as it is.
ensure_postgres() {
  if [ -n "${COMMERCE_TEST_POSTGRES_URL:-}" ]; then return; fi
  local sudo='' as_postgres='runuser -u postgres --'
  [ "$(id -u)" -eq 0 ] || { sudo='sudo'; as_postgres='sudo -u postgres'; }

  ensure_debian_packages "${POSTGRES_PACKAGES[@]}"

  # The newest installed server; its "main" cluster, created when the package did not make one.
  local version
  version=$(ls /usr/lib/postgresql | sort -n | tail -1)
  if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { found = 1 } END { exit !found }'; then
    $sudo pg_createcluster "$version" main >/dev/null
  fi
  if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" && $4 == "online" { found = 1 } END { exit !found }'; then
    echo "› Starting PostgreSQL $version…"
    $sudo pg_ctlcluster "$version" main start
  fi
  local port
  port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')

  # Debian's pg_hba.conf accepts passwords from 127.0.0.1; the role is (re)made idempotently.
  local role=shop_test password=shop_test
  $as_postgres psql -q -p "$port" -v ON_ERROR_STOP=1 -d postgres <<SQL
select format('create role %I', '$role') where not exists (select from pg_roles where rolname = '$role') \gexec
alter role $role with login superuser password '$password';
SQL
  export COMMERCE_TEST_POSTGRES_URL="postgres://$role:$password@127.0.0.1:$port/postgres"
}

# use_local_postgres_for_commerce DATABASE [fresh]: the embedded commerce backend's database on the
# local PostgreSQL, made when missing, and dropped first with `fresh`; exports SUPABASE_LITE_POSTGRES_URL.
# Nothing to do where a hosted project is set (NEXT_PUBLIC_SUPABASE_URL).
use_local_postgres_for_commerce() {
  [ -n "${NEXT_PUBLIC_SUPABASE_URL:-}" ] && return
  local database="$1"
  ensure_postgres
  [ "${2:-}" != fresh ] || PGOPTIONS='-c client_min_messages=warning' psql -q "$COMMERCE_TEST_POSTGRES_URL" -v ON_ERROR_STOP=1 -c "drop database if exists \"$database\" with (force)"
  psql -q "$COMMERCE_TEST_POSTGRES_URL" -v ON_ERROR_STOP=1 <<SQL
select format('create database %I', '$database') where not exists (select from pg_database where datname = '$database') \gexec
SQL
  export SUPABASE_LITE_POSTGRES_URL="${COMMERCE_TEST_POSTGRES_URL%/*}/$database"
}
