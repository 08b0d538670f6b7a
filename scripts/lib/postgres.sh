# A real PostgreSQL server for the commerce database tests (tests/unit/commerce), which run the
# schema on PGlite and again on PostgreSQL. Source this file, then call `ensure_postgres`.

# Installs Debian's PostgreSQL when missing, starts its cluster and exports
# COMMERCE_TEST_POSTGRES_URL: a superuser (the backend creates the Supabase roles) that logs in
# with a password over TCP on 127.0.0.1. A URL already set in the environment is used as it is.
ensure_postgres() {
  if [ -n "${COMMERCE_TEST_POSTGRES_URL:-}" ]; then return; fi
  local sudo='' as_postgres='runuser -u postgres --'
  [ "$(id -u)" -eq 0 ] || { sudo='sudo'; as_postgres='sudo -u postgres'; }

  if ! command -v pg_lsclusters >/dev/null || [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
    echo "› Installing PostgreSQL from Debian…"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql
  fi

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
