#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the tests (Debian's postgresql package; installed when
# missing) and prints the TEST_DATABASE_URL to use. Usage: eval "$(bash .ci/postgres.sh)"
# Idempotent: a server already answering on the port is reused.
set -euo pipefail
PORT="${PG_TEST_PORT:-54329}"
DIR="${PG_TEST_DIR:-/tmp/events-pg-test}"

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo"; fi
  $SUDO apt-get update -y >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y postgresql >&2
fi
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"

# initdb and postgres refuse to run as root: run them as the postgres user the package created.
as_pg() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

if ! as_pg "'$BIN/pg_isready' -q -h 127.0.0.1 -p $PORT"; then
  if [ ! -f "$DIR/PG_VERSION" ]; then
    mkdir -p "$DIR"
    [ "$(id -u)" -eq 0 ] && chown postgres "$DIR"
    as_pg "'$BIN/initdb' -D '$DIR' -A trust -U postgres --no-sync -E UTF8" >&2
  fi
  # Tests create many short-lived connections; durability does not matter for a throwaway server.
  as_pg "'$BIN/pg_ctl' -D '$DIR' -l '$DIR/server.log' -w -o \"-p $PORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300\" start" >&2
fi
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
